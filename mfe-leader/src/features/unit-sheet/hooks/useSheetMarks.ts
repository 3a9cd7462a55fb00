import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SheetPerson, UnitSheet } from '@church/contracts/unit-sheet';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { useOutbox } from '@church/platform/offline-outbox';
import { sheetKey } from '../api/keys';
import { newClientRef, sendSheetChange } from '../api/write-sheet';

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
 * undo must not cross on the way), each through the offline outbox, so a tick made without a
 * connection waits on this device and is sent when it returns. A write the API refuses is taken
 * back on the sheet and its reason shown.
 */
export function useSheetMarks(sheet: UnitSheet): SheetMarks {
  const queryClient = useQueryClient();
  const { pending, flush } = useOutbox();
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [history, setHistory] = useState<SheetAction[]>([]);
  // Writes leave in order: each waits for the one before, and for earlier writes still kept on
  // this device, so a late tick never lands after its own undo.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);
  waiting.current = pending.length;
  const changedRef = useRef(changed);
  changedRef.current = changed;

  const { unit, occurrence } = sheet;
  const isPresentNow = useCallback((person: SheetPerson) => changedRef.current.get(person.id) ?? person.record !== null, []);

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
    const clientRef = newClientRef();
    queue.current = queue.current.then(async () => {
      try {
        if (waiting.current > 0) await flush();
        const result = await sendSheetChange({ unitId: unit.id, unitName: unit.name, serviceId: occurrence.service_id, date: occurrence.date, ...action }, clientRef);
        if (result.status === 'sent') void queryClient.invalidateQueries({ queryKey: sheetKey(unit.id, occurrence.service_id, occurrence.date) });
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
    isPresent: (person) => changed.get(person.id) ?? person.record !== null,
    changedHere: (personId) => changed.has(personId),
    toggle,
    markAll,
    lastAction,
    undo,
  };
}
