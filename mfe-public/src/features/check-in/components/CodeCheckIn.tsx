import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import type { ServiceCategory } from '@church/contracts/service-categories';
import { errorMessage, HttpError } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { RadioGroupField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { LoadError } from 'shared_ui/QueryState';
import { Spinner } from 'shared_ui/Loader';
import { type CheckInOccurrence, useCheckInPreview } from '../api/check-in-preview';
import { useCheckIn, useQueuedCheckIn } from '../api/check-in';
import { CodeEntry } from './CodeEntry';
import { MonthProgress } from './MonthProgress';
import { ServingToday } from './ServingToday';

export const QUEUED_MESSAGE = 'Saved on this phone, will be sent';
export const OFFLINE_PREVIEW_MESSAGE = 'No connection right now. You can still check in: it is saved on this phone and sent when the connection returns.';

const Panel = styled(Card)`
  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.xs};
    font-size: ${(p) => p.theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: ${(p) => p.theme.spacing.lg} 0 ${(p) => p.theme.spacing.xs};
  }
  p {
    margin: 0 0 ${(p) => p.theme.spacing.md};
  }
`;

const Said = styled.p`
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

/** The service a code is for: its name, day and time. */
function ServiceLine({ occurrence }: { occurrence: CheckInOccurrence }) {
  return (
    <p data-testid="check-in-service">
      {formatChurchDate(occurrence.date)}, {formatChurchTime(new Date(occurrence.starts_at))}
    </p>
  );
}

/** A code the API refused (expired, never made): its sentence, then the way to try again. */
function Refused({ message }: { message: string }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => alert.current?.focus(), [message]);
  return (
    <Panel aria-labelledby="refused-title">
      <h2 id="refused-title">This code cannot check you in</h2>
      <Said role="alert" ref={alert} tabIndex={-1} data-testid="check-in-refused">
        {message}
      </Said>
      <p>Scan the code on the screen again, or type the code shown under it:</p>
      <CodeEntry />
    </Panel>
  );
}

/** The sentence a refusal of the code or of its scan's moment carries (422, too many tries), or null for any other failure. */
function codeRefusal(error: unknown): string | null {
  if (!(error instanceof HttpError) || (error.status !== 422 && error.status !== 429)) return null;
  return error.fieldErrors.code?.[0] ?? error.fieldErrors.made_at?.[0] ?? errorMessage(error);
}

/** Fetch threw before any answer came: the phone has no connection (an HTTP answer is an HttpError). */
const isOffline = (error: unknown) => !(error instanceof HttpError);

function Done({ heading, children }: { heading: string; children?: ReactNode }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Panel aria-labelledby="checked-in-title" data-testid="checked-in">
      <h2 id="checked-in-title" ref={title} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </Panel>
  );
}

/**
 * A scanned (or typed) code, for someone signed in: the service, their category (last time's
 * chosen), one button, then the month's progress. With no connection the check-in is saved on
 * the phone and sent later, with the moment it was made, so the code is honoured when it arrives;
 * the page follows it from "saved on this phone" to "checked in" once it is sent.
 */
export function CodeCheckIn({ code, scannedAt }: { code: string; scannedAt?: string }) {
  const preview = useCheckInPreview(code, scannedAt);
  const checkIn = useCheckIn();
  const queued = useQueuedCheckIn(checkIn.data?.status === 'queued' ? checkIn.data.client_ref : undefined);
  // The page is keyed by its code: opening another code starts afresh.
  const [chosen, setChosen] = useState<ServiceCategory | null>(null);

  if (checkIn.data?.status === 'queued' && queued.state === 'waiting') {
    return (
      <Done key="queued" heading={QUEUED_MESSAGE}>
        <p role="status">Your check-in{preview.data ? ` at ${preview.data.occurrence.name}` : ''} is kept on this phone and will be sent when the connection returns. You can close this page.</p>
      </Done>
    );
  }
  if (checkIn.data?.status === 'queued' && queued.state === 'refused') return <Refused message={queued.message} />;
  if (checkIn.data) {
    // Sent now (with the API's answer), or sent from the phone later (the preview asked again names the service).
    const sent = checkIn.data.status === 'sent' ? checkIn.data.response : undefined;
    const serviceName = sent?.data.service_name ?? preview.data?.occurrence.name;
    return (
      <Done key="sent" heading={serviceName ? `You are checked in at ${serviceName}` : 'You are checked in'}>
        <p role="status">{sent?.message ?? 'Thank you for coming!'}</p>
        <ServingToday places={preview.data?.serving} />
        <MonthProgress />
      </Done>
    );
  }
  const refusal = codeRefusal(checkIn.error) ?? codeRefusal(preview.error);
  if (refusal) return <Refused message={refusal} />;

  const send = (category: ServiceCategory | undefined) => checkIn.mutate({ code, category, scannedAt, serviceName: preview.data?.occurrence.name });
  const sendError = checkIn.isError && <p role="alert">{errorMessage(checkIn.error)} Your check-in was not recorded: try again.</p>;

  // A page opened with no connection: the preview waits for it (paused) or failed with no answer.
  const previewWaitsForNetwork = preview.data === undefined && preview.fetchStatus === 'paused';
  if (preview.isError || previewWaitsForNetwork) {
    if (preview.isError && !isOffline(preview.error)) return <LoadError onRetry={() => preview.refetch()} />;
    return (
      <Panel aria-labelledby="offline-title">
        <h2 id="offline-title">Check in without a connection</h2>
        <p role="status">{OFFLINE_PREVIEW_MESSAGE}</p>
        {sendError}
        <Button size="lg" fullWidth loading={checkIn.isPending} onClick={() => send(chosen ?? undefined)}>
          Check me in
        </Button>
      </Panel>
    );
  }
  if (!preview.data) return <Spinner label="Finding the service" />;

  const { occurrence, categories, default_category: preselected, already_checked_in: already } = preview.data;
  if (already) {
    return (
      <Done heading={`You are already checked in at ${occurrence.name}`}>
        <ServiceLine occurrence={occurrence} />
        <ServingToday places={preview.data.serving} />
        <MonthProgress />
      </Done>
    );
  }
  const category = chosen ?? preselected;
  return (
    <Panel aria-labelledby="check-in-title">
      <h2 id="check-in-title">{occurrence.name}</h2>
      <ServiceLine occurrence={occurrence} />
      <ServingToday places={preview.data.serving} />
      {categories.length > 1 && (
        <RadioGroupField
          label="How you are here"
          name="category"
          options={categories}
          value={category}
          onChange={(value) => setChosen(value as ServiceCategory)}
        />
      )}
      {sendError}
      <Button size="lg" fullWidth loading={checkIn.isPending} onClick={() => send(category)}>
        Check me in
      </Button>
    </Panel>
  );
}
