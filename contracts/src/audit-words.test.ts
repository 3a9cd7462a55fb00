import { auditChangeLines } from './audit-words';

it('says a creation as "Created … with …", naming the record, never "— →"', () => {
  expect(auditChangeLines('created', null, { name: 'Choir', description: 'The Choir unit' })).toEqual(['Created Choir with Description: The Choir unit']);
  expect(auditChangeLines('created', null, { email: 'ada@example.com', active: true, roles: ['member'], units: [] })).toEqual(['Created with Email: ada@example.com; Active: yes; Roles: member']);
});

it('says a removal as "Removed …"', () => {
  expect(auditChangeLines('removed', { member: 'Ada Obi' }, null)).toEqual(['Removed Member: Ada Obi']);
  expect(auditChangeLines('absence_taken_back', { from: '2026-11-02', to: '2026-11-09', reason: 'travel' }, null)).toEqual(['Removed From: 2026-11-02; To: 2026-11-09; Reason: travel']);
});

it('names a merged record by the name stored beside its id, and words an import without arrows from nothing', () => {
  const lines = auditChangeLines(
    'merge',
    { merged_id: 52, merged_name: 'Bukola Adeleke', merged_phone: '+2348030000002', visit_count: 2, merged_visit_count: 1 },
    { visit_count: 3 },
  );
  expect(lines).toEqual(['Merged record: removed (was Bukola Adeleke)', "Merged record's phone: removed (was +2348030000002)", 'Visits: 2 → 3', "Merged record's visits: removed (was 1)"]);
  expect(lines.join(' ')).not.toMatch(/id|52/);
  expect(auditChangeLines('commit', null, { kind: 'members', file_name: 'team.csv', created: 27, updated: 0, skipped: 1 })).toEqual([
    'Kind: members', 'File: team.csv', 'Records created: 27', 'Records updated: 0', 'Rows skipped: 1',
  ]);
});

it('names a person linked in a new row, and an old row\'s bare id as a record number', () => {
  expect(auditChangeLines('link', { user_id: null }, { user_id: 90, user_name: 'Ruth Bello' })).toEqual(['Member: Ruth Bello']);
  expect(auditChangeLines('unlink', { user_id: 90, user_name: 'Ruth Bello' }, { user_id: null })).toEqual(['Removed Member: Ruth Bello']);
  expect(auditChangeLines('link', { user_id: null }, { user_id: 90 })).toEqual(['Member: record no. 90']);
  expect(auditChangeLines('unlink', { user_id: 90 }, { user_id: null })).toEqual(['Removed Member: record no. 90']);
});

it('keeps before → after for a value changed, and says a value taken away', () => {
  expect(auditChangeLines('updated', { roles: ['member'], assignee: { id: 4, name: 'Ada Obi' } }, { roles: ['member', 'leader'], assignee: null })).toEqual([
    'Roles: member → member, leader',
    'Assigned to: removed (was Ada Obi)',
  ]);
});
