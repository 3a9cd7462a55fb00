import { useCallback, useMemo, useRef, useState } from 'react';
import type { SheetPerson, UnitSheet } from '@church/contracts/unit-sheet';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { usePendingSheetChanges, useWriteSheet } from '../api/write-sheet';

/** A change made on the sheet: these people ticked or unticked (only those whose tick changed). */
export interface SheetAction {
  userIds: number[];
  present: boolean;
  /** "Marked 12 present", "Unmarked Ada Obi": what Undo takes back. */
  summary: string;
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

export interface SheetMarks {
  isPresent: (person: SheetPerson) => boolean;
  /** Whether this page changed the person's tick (their record, if any, is then the caller's). */
  changedHere: (personId: number) => boolean;
  toggle: (person: SheetPerson) => void;
  /** Ticks every one of `shown` not ticked yet, as one action. */
  markAll: (shown: readonly SheetPerson[]) => void;
  /** The action Undo would take back, if any. */
  lastAction: SheetAction | undefined;
  undo: () => void;
}

/**
 * The sheet's ticks: shown at once, sent one write at a time in the order made (a tick and its
 * undo must not cross on the way; the outbox sends writes already waiting first), each through
 * the offline outbox, so a tick made without a connection waits on this device and is sent when
 * it returns. Ticks still waiting from an earlier visit show over the server's answer. A write
 * the API refuses is taken back on the sheet and its reason shown.
 */
export function useSheetMarks(sheet: UnitSheet): SheetMarks {
  const { unit, occurrence } = sheet;
  const write = useWriteSheet();
  const pendingChanges = usePendingSheetChanges(unit.id, occurrence.service_id, occurrence.date);
  // The ticks waiting on the device, the latest write for a person winning.
  const kept = useMemo(() => new Map(pendingChanges.flatMap((change) => change.userIds.map((id) => [id, change.present] as const))), [pendingChanges]);
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [history, setHistory] = useState<SheetAction[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const keptRef = useRef(kept);
  keptRef.current = kept;

  const shownPresent = (person: SheetPerson, current: ReadonlyMap<number, boolean>, waiting: ReadonlyMap<number, boolean>) =>
    current.get(person.id) ?? waiting.get(person.id) ?? person.record !== null;
  const isPresentNow = useCallback((person: SheetPerson) => shownPresent(person, changedRef.current, keptRef.current), []);

  const setTicks = (userIds: readonly number[], present: boolean | ((id: number) => boolean | undefined)) =>
    setChanged((current) => {
      const next = new Map(current);
      for (const id of userIds) {
        const value = typeof present === 'function' ? present(id) : present;
        if (value === undefined) next.delete(id);
        else next.set(id, value);
      }
      return next;
    });

  // `undoing`: the action this write takes back (kept for Undo again if the write is refused).
  const send = (action: SheetAction, undoing?: SheetAction) => {
    const before = new Map(action.userIds.map((id) => [id, changedRef.current.get(id)]));
    setTicks(action.userIds, action.present);
    if (!undoing) setHistory((list) => [...list, action]);
    queue.current = queue.current.then(async () => {
      try {
        await write.mutateAsync({ unitId: unit.id, unitName: unit.name, serviceId: occurrence.service_id, date: occurrence.date, ...action });
      } catch (error) {
        setTicks(action.userIds, (id) => before.get(id));
        setHistory((list) => (undoing ? [...list, undoing] : list.filter((a) => a !== action)));
        notifier.error(errorMessage(error));
      }
    });
  };

  const toggle = (person: SheetPerson) => {
    const present = !isPresentNow(person);
    send({ userIds: [person.id], present, summary: `${present ? 'Marked' : 'Unmarked'} ${person.full_name}` });
  };

  const markAll = (shown: readonly SheetPerson[]) => {
    const userIds = shown.filter((person) => !isPresentNow(person)).map((person) => person.id);
    if (userIds.length === 0) return;
    send({ userIds, present: true, summary: `Marked ${people(userIds.length)} present` });
  };

  const lastAction = history[history.length - 1];
  const undo = () => {
    if (!lastAction) return;
    setHistory((list) => list.slice(0, -1));
    send({ userIds: lastAction.userIds, present: !lastAction.present, summary: `Undid: ${lastAction.summary}` }, lastAction);
  };

  return {
    isPresent: (person) => shownPresent(person, changed, kept),
    changedHere: (personId) => changed.has(personId) || kept.has(personId),
    toggle,
    markAll,
    lastAction,
    undo,
  };
}
