// The page template and the display pieces: Page, Tabs, Dialog, ConfirmDialog, FormDialog, Badge,
// StatCard, EmptyState and DescriptionList.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from '@church/platform/router';
import type { FollowUpStatus } from '@church/contracts/follow-up';
import type { RoleName } from '@church/contracts/roles';
import { Button } from '../exposed/Button';
import { ConfirmDialog, Dialog, FormDialog } from '../exposed/Dialog';
import { FollowUpStatusBadge, roleTone } from '../domain/badges';
import { ContactActions } from '../domain/ContactActions';
import { Badge, DescriptionList, EmptyState, StatCard, badgeTones } from '../exposed/display';
import { TextField } from '../exposed/fields';
import { Card, Lead, Page, Tabs, type RenderLink } from '../exposed/Page';
import { themeOf } from '../exposed/theme';
import { Readout, Row, slug, Specimens } from './parts';

// Typed records, so a new status or role shows up here as a type error (contracts stay type-only).
const STATUSES: Record<FollowUpStatus, true> = {
  'Not Contacted': true,
  Contacted: true,
  'Invited Again': true,
  Visiting: true,
  Integrated: true,
  'Opt-out': true,
};
const ROLES: Record<RoleName, string> = { admin: 'Admin', leader: 'Leader', member: 'Member' };

// Links stay inside the gallery: only the query string changes.
const routerLink: RenderLink = (href, children) => <Link to={href}>{children}</Link>;

function PageSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="Page">
      {/* setTitle={false}: the gallery keeps its own document title. */}
      <Page
        title="Grace Okafor"
        setTitle={false}
        breadcrumbLabel={`Breadcrumb, ${prefix} theme`}
        renderLink={routerLink}
        breadcrumbs={[
          { label: 'Dashboard', href: '/?crumb=dashboard' },
          { label: 'Members', href: '/?crumb=members' },
          { label: 'Grace Okafor' },
        ]}
        description="Member since March 2024, Choir unit."
        actions={
          <>
            <Button variant="outline-primary">Message</Button>
            <Button>Edit</Button>
          </>
        }
      >
        <Card>
          <h2>Page content</h2>
          <Lead>Everything under the header row is the page's own.</Lead>
        </Card>
      </Page>
    </Specimens>
  );
}

const TABS = [
  { id: 'to-contact', label: 'To contact' },
  { id: 'in-progress', label: 'In progress' },
  { id: 'closed', label: 'Closed' },
];

function TabsSpecimen({ prefix }: { prefix: string }) {
  const [selected, setSelected] = useState(TABS[0].id);
  return (
    <Specimens prefix={prefix} name="Tabs">
      <Tabs label="Follow-up lists" idPrefix={`${prefix}-gallery-tabs`} tabs={TABS} selected={selected} onSelect={setSelected}>
        <p data-testid={`${prefix}-tabs-panel`}>The “{TABS.find((tab) => tab.id === selected)?.label}” list goes here.</p>
      </Tabs>
    </Specimens>
  );
}

function DialogSpecimen({ prefix }: { prefix: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Choir');
  const [saved, setSaved] = useState('none');
  const close = () => setOpen(false);
  return (
    <Specimens prefix={prefix} name="Dialog">
      <Button data-testid={`${prefix}-dialog-open`} onClick={() => setOpen(true)}>
        Edit unit
      </Button>
      <Readout>
        Saved: <output data-testid={`${prefix}-dialog-result`}>{saved}</output>
      </Readout>
      <Dialog
        open={open}
        title="Edit unit"
        onClose={close}
        footer={
          <>
            <Button variant="outline-primary" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setSaved(name);
                close();
              }}
            >
              Save
            </Button>
          </>
        }
      >
        <TextField label="Unit name" name="unit-name" value={name} onChange={setName} />
      </Dialog>
    </Specimens>
  );
}

function ConfirmDialogSpecimen({ prefix }: { prefix: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('none');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Specimens prefix={prefix} name="ConfirmDialog">
      <Button variant="danger" data-testid={`${prefix}-confirm-open`} onClick={() => setOpen(true)}>
        Delete event
      </Button>
      <Readout>
        Outcome: <output data-testid={`${prefix}-confirm-result`}>{outcome}</output>
      </Readout>
      <ConfirmDialog
        open={open}
        title="Delete this event?"
        message="Members will no longer see Youth Night on their events page."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onCancel={() => {
          setOutcome('cancelled');
          setOpen(false);
        }}
        onConfirm={() => {
          // Stands in for the request, to show the busy state.
          setBusy(true);
          timer.current = setTimeout(() => {
            setBusy(false);
            setOpen(false);
            setOutcome('deleted');
          }, 800);
        }}
      />
    </Specimens>
  );
}

function FormDialogSpecimen({ prefix }: { prefix: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [created, setCreated] = useState('none');
  const close = () => {
    setOpen(false);
    setRefusal(undefined);
  };
  const submit = () => {
    if (!name.trim()) {
      setRefusal('Give the unit a name.');
      return;
    }
    setCreated(name.trim());
    close();
  };
  return (
    <Specimens prefix={prefix} name="FormDialog">
      <Button data-testid={`${prefix}-form-dialog-open`} onClick={() => setOpen(true)}>
        Create unit
      </Button>
      <Readout>
        Created: <output data-testid={`${prefix}-form-dialog-result`}>{created}</output>
      </Readout>
      {open && (
        <FormDialog title="Create a unit" saveLabel="Create the unit" onSubmit={submit} onClose={close} formError={refusal}>
          <TextField label="Unit name" name="new-unit-name" value={name} onChange={setName} />
        </FormDialog>
      )}
    </Specimens>
  );
}

function BadgeSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="Badge">
      <Row role="group" aria-label="follow-up statuses">
        {(Object.keys(STATUSES) as FollowUpStatus[]).map((status) => (
          <span key={status} data-testid={`${prefix}-badge-status-${slug(status)}`}>
            <FollowUpStatusBadge status={status} />
          </span>
        ))}
      </Row>
      <Row role="group" aria-label="roles">
        {(Object.keys(ROLES) as RoleName[]).map((role) => (
          <span key={role} data-testid={`${prefix}-badge-role-${role}`}>
            <Badge tone={roleTone(role)}>{ROLES[role]}</Badge>
          </span>
        ))}
      </Row>
      <Row role="group" aria-label="every tone">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Row>
    </Specimens>
  );
}

const StatGrid = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const ADA_LINKS = { tel: 'tel:+2348031234567', whatsapp: 'https://wa.me/2348031234567?text=We%20missed%20you', mailto: 'mailto:ada@example.org?subject=Hello' };

function ContactActionsSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="ContactActions">
      <div data-testid={`${prefix}-contact-actions-card`}>
        <ContactActions name={`Ada Obi (${prefix})`} links={ADA_LINKS} />
      </div>
      <div data-testid={`${prefix}-contact-actions-compact`}>
        <ContactActions name={`Ada Obi (${prefix}, compact)`} links={ADA_LINKS} compact />
      </div>
    </Specimens>
  );
}

function StatCardSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="StatCard">
      <StatGrid>
        <div data-testid={`${prefix}-stat-link`}>
          <StatCard
            label="First timers"
            value={12}
            trend={{ direction: 'up', text: '3 more than in May' }}
            hint="This month"
            href="/?stat=first-timers"
            renderLink={routerLink}
          />
        </div>
        <StatCard label="Attendance" value="68%" trend={{ direction: 'down', text: '5 points below May' }} />
        <StatCard label="Units" value={9} trend={{ direction: 'flat', text: 'Same as in May' }} hint="Across every area" />
      </StatGrid>
    </Specimens>
  );
}

function EmptyStateSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="EmptyState">
      <EmptyState title="No first timers yet" action={<Button variant="outline-primary">Add a first timer</Button>}>
        First timers you add, or who fill in the welcome form, appear here.
      </EmptyState>
    </Specimens>
  );
}

function DescriptionListSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="DescriptionList">
      <div data-testid={`${prefix}-description-list`}>
        <DescriptionList
          items={[
            { label: 'Email', value: 'grace.okafor@example.org' },
            { label: 'Phone', value: null },
            { label: 'Unit', value: 'Choir' },
            { label: 'Follow-up', value: <FollowUpStatusBadge status="Visiting" /> },
          ]}
        />
      </div>
    </Specimens>
  );
}

export function LayoutSections({ prefix }: { prefix: string }) {
  return (
    <>
      <PageSpecimen prefix={prefix} />
      <TabsSpecimen prefix={prefix} />
      <DialogSpecimen prefix={prefix} />
      <ConfirmDialogSpecimen prefix={prefix} />
      <FormDialogSpecimen prefix={prefix} />
      <BadgeSpecimen prefix={prefix} />
      <ContactActionsSpecimen prefix={prefix} />
      <StatCardSpecimen prefix={prefix} />
      <EmptyStateSpecimen prefix={prefix} />
      <DescriptionListSpecimen prefix={prefix} />
    </>
  );
}
