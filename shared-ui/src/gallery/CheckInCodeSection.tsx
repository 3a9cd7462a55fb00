// The door's check-in code as the admin's display and the welcome station show it.
import { DoorCode } from '../domain/checkInCode';
import { Section } from './parts';

const SAMPLE = { code: 'K7M2QX', url: 'https://church.example/check-in?code=K7M2QX', expires_at: '2030-06-05T06:10:45+01:00' };

export function CheckInCodeSection({ prefix }: { prefix: string }) {
  return (
    <Section aria-label={`Check-in code, ${prefix} theme`} data-testid={`${prefix}-check-in-code`}>
      <h3>DoorCode</h3>
      <DoorCode code={SAMPLE} label="QR code to check in at Sunday Service" secondsLeft={42} />
    </Section>
  );
}
