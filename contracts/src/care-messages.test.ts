import { absentDefinition, careMessage, careMessageSubject, firstNameOf } from './care-messages';

it('greets the person by the first word of their name', () => {
  expect(careMessage('Ada  Obi')).toBe(
    'Hello Ada, we missed you at church recently. We hope all is well; is there anything we can pray with you about?',
  );
  expect(firstNameOf('  Chukwuemeka Nwosu Jr ')).toBe('Chukwuemeka');
});

it('leaves the name out of the greeting when there is none', () => {
  expect(careMessage('  ')).toMatch(/^Hello, we missed you at church recently\./);
});

it('names the church in the subject', () => {
  expect(careMessageSubject()).toBe('We missed you at Community Church');
  expect(careMessageSubject('Grace Chapel')).toBe('We missed you at Grace Chapel');
});

it('defines "absent" for the chosen number of services', () => {
  expect(absentDefinition(2)).toBe(
    'A member is absent when they attended none of the last 2 services held (cancelled services are not counted, and a service counts once its marking has closed, three hours after it starts).',
  );
  expect(absentDefinition(1)).toContain('absent when they did not attend the last service held (');
});
