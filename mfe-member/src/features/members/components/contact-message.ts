// The short, neutral greeting a leader's WhatsApp message or email to a member starts with.
import { churchConfig } from '@church/contracts/church-config';

export function memberGreeting(firstName: string, churchName: string = churchConfig.name): string {
  const name = firstName.trim();
  return `Hello${name ? ` ${name}` : ''}, greetings from ${churchName}! We hope you are well.`;
}

export function memberGreetingSubject(churchName: string = churchConfig.name): string {
  return `Greetings from ${churchName}`;
}
