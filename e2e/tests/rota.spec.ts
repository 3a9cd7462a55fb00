// Rotas from the people's side: a volunteer asked for two places opens the mail's Accept link
// signed out, sees the place and accepts with one press (the link used again says so); signed in,
// they decline the other from their dashboard; the team's leader sees both answers and the freed
// place on the team's grid. The team, its places and the asking are made through the API.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { DEMO, DEMO_PASSWORD, signInByApi, storeSession } from '../support/auth';
import { churchNow } from '../support/church-time';
import { linkIn, mailCountTo, nextMailTo } from '../support/mail-sink';
import { adminToken, runStamp } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ALREADY_USED = 'This answer link was already used. Change your answer on your dashboard, or tell your team’s leader.';

/** A calendar day `n` days after `date` (YYYY-MM-DD). */
const daysAfter = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** 'Dec 13, 2026', as the pages write a day. */
const shown = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

async function call(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: object, status: number) {
  const response = await request[method](`${apiUrl}${path}`, { headers: bearer(token), data });
  expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(status);
  return (await response.json()).data;
}

test('a volunteer accepts from the mail’s link signed out, declines another from the dashboard, and the leader’s grid shows both', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = runStamp();
  const admin = await adminToken(request);
  const { date: today } = churchNow();
  const [first, second] = [daysAfter(today, 7), daysAfter(today, 14)];
  const [firstService, secondService] = [`Rota eve A ${stamp}`, `Rota eve B ${stamp}`];
  const serviceIds: number[] = [];
  for (const [name, date] of [[firstService, first], [secondService, second]]) {
    serviceIds.push((await call(request, admin, 'post', '/services', { name, is_recurring: false, service_date: date, start_time: '18:30' }, 201)).id);
  }

  // A volunteer of their own, so their mailbox and dashboard hold only this story.
  const email = `rota.${stamp}@example.org`;
  const registered = await request.post(`${apiUrl}/register`, { data: { first_name: 'Kemi', last_name: `Rota${stamp}`, email, password: 'lantern orchard copper 84' } });
  expect(registered.status()).toBe(201);
  const { data: volunteer } = await registered.json();
  const leaderLogin = await request.post(`${apiUrl}/login`, { data: { email: DEMO.leader, password: DEMO_PASSWORD } });
  const leaderId = (await leaderLogin.json()).data.user.id as number;

  // The admin makes the team: one Sound desk a service; the volunteer serves it, the demo leader leads.
  const teamName = `Media ${stamp}`;
  const team = await call(request, admin, 'post', '/teams', { name: teamName }, 201);
  const soundDesk = (await call(request, admin, 'post', `/teams/${team.id}/positions`, { name: 'Sound desk', needed: 1 }, 201)).id;
  await call(request, admin, 'put', `/teams/${team.id}/members/${volunteer.user.id}`, { position_ids: [soundDesk], back_to_back: true }, 201);
  await call(request, admin, 'put', `/teams/${team.id}/members/${leaderId}`, { position_ids: [], is_leader: true }, 201);
  for (const [i, date] of [first, second].entries()) {
    await call(request, admin, 'put', `/teams/${team.id}/plans/${serviceIds[i]}/${date}`, { assignments: [{ position_id: soundDesk, person_id: volunteer.user.id }] }, 200);
  }
  const mailsBefore = mailCountTo(email);
  expect((await call(request, admin, 'post', `/teams/${team.id}/plans/publish`, { from: today, to: second }, 200)).asked).toBe(2);

  // The mail asking for the first place, its Accept link opened where nobody is signed in.
  await expect.poll(() => mailCountTo(email), { message: 'the two asking mails' }).toBeGreaterThanOrEqual(mailsBefore + 2);
  const asking = [await nextMailTo(email, mailsBefore), await nextMailTo(email, mailsBefore + 1)].find((mail) => mail.includes(firstService))!;
  const accept = [...asking.matchAll(/http:\/\/localhost:\d+\/rota\/answer\?token=[\w-]+&answer=accept/g)].map((m) => linkIn(m[0]))[0];
  expect(accept, 'the Accept link in the mail').toBeDefined();
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(`${shellUrl}${accept.pathname}${accept.search}`);
  await expect(outside.getByRole('heading', { level: 1, name: 'Can you serve?' })).toBeVisible();
  const answer = outside.getByRole('region', { name: 'Your answer' });
  await expect(answer).toContainText(`${teamName} asks if you can serve as Sound desk.`);
  await expect(answer).toContainText(firstService);
  await expect(answer).toContainText(`${shown(first)} at 6:30 PM`);
  // Opening the link answered nothing: the answer the link named waits, focused, for a press.
  const yes = outside.getByRole('button', { name: 'Yes, I can serve' });
  await expect(yes).toBeFocused();
  expect(await axeViolations(outside), 'the answer page').toEqual([]);
  await yes.click();
  await expect(answer.getByRole('status')).toHaveText(new RegExp(`^Thank you: you serve as Sound desk at ${firstService}, ${shown(first)} at 6:30 PM\\.$`));
  // The link used again says so, and offers no answer.
  await outside.reload();
  await expect(answer.getByRole('alert')).toHaveText(ALREADY_USED);
  await expect(answer.getByRole('button')).toHaveCount(0);
  await stranger.close();

  // Signed in, the volunteer declines the second place from their dashboard.
  await storeSession(page, shellUrl, volunteer);
  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  const serving = page.getByTestId('serving');
  await expect(serving.getByRole('heading', { level: 2 })).toHaveText(/^You serve on \w+day: Sound desk$/);
  const secondRow = serving.getByRole('listitem').filter({ hasText: secondService });
  await expect(secondRow).toContainText('Asked, no answer yet');
  expect(await axeViolations(page), 'the dashboard with its serving card').toEqual([]);
  await secondRow.getByRole('button', { name: /^Decline: Sound desk on / }).click();
  await expect(serving.getByRole('status')).toHaveText(`You declined Sound desk on ${shown(second)}; ${teamName}’s leaders were told.`);
  await expect(secondRow).toContainText('Declined');
  await expect(secondRow.getByRole('button')).toHaveCount(0);
  await expect(serving.getByRole('listitem').filter({ hasText: firstService })).toContainText('Accepted');

  // The team's leader sees both answers, and the place the decline freed.
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signInByApi(leader, 'leader', shellUrl);
  await leader.goto(`${shellUrl}/dashboard/leaders/teams?team=${team.id}`);
  await expectPageShown(leader, 'Teams');
  await expect(leader.getByRole('heading', { level: 2, name: teamName })).toBeVisible();
  const fullName = `Kemi Rota${stamp}`;
  const firstCard = leader.getByRole('listitem').filter({ hasText: firstService }).filter({ hasText: 'Sound desk' }).first();
  await expect(firstCard).toContainText(`${fullName}: Accepted`);
  const secondCard = leader.getByRole('listitem').filter({ hasText: secondService }).filter({ hasText: 'Sound desk' }).first();
  await expect(secondCard).toContainText(`${fullName}: Declined`);
  await expect(secondCard).toContainText('1 place open');
  expect(await axeViolations(leader), 'the Teams page').toEqual([]);
  await leaderContext.close();
});

// A swap: a volunteer who accepted a place and can no longer serve asks a teammate from their
// dashboard; the teammate accepts from the mail's link signed out, and the place is theirs.
test('a volunteer asks a teammate to take their place; the teammate accepts from the mail’s link and the place is theirs', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = runStamp();
  const admin = await adminToken(request);
  const { date: today } = churchNow();
  const day = daysAfter(today, 21);
  const serviceName = `Swap eve ${stamp}`;
  const serviceId = (await call(request, admin, 'post', '/services', { name: serviceName, is_recurring: false, service_date: day, start_time: '18:30' }, 201)).id;
  const register = async (firstName: string) => {
    const email = `swap.${firstName.toLowerCase()}.${stamp}@example.org`;
    const registered = await request.post(`${apiUrl}/register`, { data: { first_name: firstName, last_name: `Swap${stamp}`, email, password: 'lantern orchard copper 84' } });
    expect(registered.status()).toBe(201);
    return { email, session: (await registered.json()).data as { user: { id: number }; token: string }, name: `${firstName} Swap${stamp}` };
  };
  const kemi = await register('Kemi');
  const tunde = await register('Tunde');
  const teamName = `Swap media ${stamp}`;
  const team = await call(request, admin, 'post', '/teams', { name: teamName }, 201);
  const soundDesk = (await call(request, admin, 'post', `/teams/${team.id}/positions`, { name: 'Sound desk', needed: 1 }, 201)).id;
  for (const person of [kemi, tunde]) await call(request, admin, 'put', `/teams/${team.id}/members/${person.session.user.id}`, { position_ids: [soundDesk] }, 201);
  await call(request, admin, 'put', `/teams/${team.id}/plans/${serviceId}/${day}`, { assignments: [{ position_id: soundDesk, person_id: kemi.session.user.id }] }, 200);
  await call(request, admin, 'post', `/teams/${team.id}/plans/publish`, { from: today, to: day }, 200);
  const place = (await (await request.get(`${apiUrl}/me/serving`, { headers: bearer(kemi.session.token) })).json()).data[0];
  await call(request, kemi.session.token, 'put', `/me/serving/${place.id}`, { answer: 'accept' }, 200);

  // Kemi, on her dashboard, finds who could take the place and asks Tunde.
  await storeSession(page, shellUrl, kemi.session);
  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  const row = page.getByTestId('serving').getByRole('listitem').filter({ hasText: serviceName }).first();
  await expect(row).toContainText('Accepted');
  await row.getByRole('button', { name: /^Find a replacement: Sound desk on / }).click();
  const ask = page.getByRole('button', { name: `Ask ${tunde.name} to take your place` });
  await expect(ask).toBeVisible();
  expect(await axeViolations(page), 'the serving card with who could take the place').toEqual([]);
  const mailsBefore = mailCountTo(tunde.email);
  await ask.click();
  await expect(page.getByTestId('serving').getByRole('status')).toHaveText(`${tunde.name} is asked to take your place; you still serve until they accept.`);
  await expect(row).toContainText(`You asked ${tunde.name} to take your place; you serve until they accept.`);

  // Tunde's mail, its Accept link opened where nobody is signed in.
  await expect.poll(() => mailCountTo(tunde.email), { message: 'the mail asking Tunde' }).toBeGreaterThan(mailsBefore);
  const asking = await nextMailTo(tunde.email, mailsBefore);
  const accept = linkIn(/http:\/\/localhost:\d+\/rota\/answer\?token=[\w-]+&answer=accept/.exec(asking)![0]);
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(`${shellUrl}${accept.pathname}${accept.search}`);
  const answer = outside.getByRole('region', { name: 'Your answer' });
  await expect(answer).toContainText(`${kemi.name} cannot serve and asks if you can take their place as Sound desk (${teamName}).`);
  await outside.getByRole('button', { name: 'Yes, I can serve' }).click();
  await expect(answer.getByRole('status')).toHaveText(new RegExp(`^Thank you: you serve as Sound desk at ${serviceName}, ${shown(day)} at 6:30 PM\\.$`));
  await stranger.close();

  // The place is Tunde's now; Kemi is freed, and told.
  const bell = (await (await request.get(`${apiUrl}/notifications`, { headers: bearer(kemi.session.token) })).json()).data as { title: string }[];
  expect(bell.map((n) => n.title)).toContainEqual(expect.stringMatching(`^${tunde.name} takes your place as Sound desk on `));
  const theirs = (await (await request.get(`${apiUrl}/me/serving`, { headers: bearer(tunde.session.token) })).json()).data;
  expect(theirs.map((p: { id: number; state: string }) => [p.id, p.state])).toEqual([[place.id, 'accepted']]);
  expect((await (await request.get(`${apiUrl}/me/serving`, { headers: bearer(kemi.session.token) })).json()).data).toEqual([]);
});
