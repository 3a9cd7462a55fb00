import { useState } from 'react';
import styled from 'styled-components';
import type { ScheduleService } from '@church/contracts/attendance';
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import { pageBreadcrumbs, pageIntro, pageTitle } from '@church/contracts/site-map';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Link } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Badge } from 'shared_ui/display';
import { Card, Page, type RenderLink } from 'shared_ui/Page';
import { useSchedule } from '../api/schedule';
import { useUpdateService } from '../api/update-service';
import { describeWhen } from './describe';
import { ServiceFormDialog } from './ServiceFormDialog';
import { UpcomingOccurrences } from './UpcomingOccurrences';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const renderLink: RenderLink = (href, children) => <Link to={href}>{children}</Link>;

/** The form open: a new service, or the service being edited. */
type Editing = { service?: ScheduleService } | null;

/** /dashboard/admin/attendance/schedule: the church's services, and the next eight weeks' occurrences. */
export function SchedulePage() {
  const schedule = useSchedule();
  const update = useUpdateService();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<ScheduleService | null>(null);

  const confirmToggle = () => {
    if (!toggling) return;
    update.mutate(
      { id: toggling.id, body: { is_active: !toggling.is_active } },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'The service has been updated.');
          setToggling(null);
        },
        onError: (error) => notifier.error(errorMessage(error)),
      },
    );
  };

  const columns: Column<ScheduleService>[] = [
    { key: 'name', header: 'Service', render: (s) => s.name },
    { key: 'when', header: 'When', render: describeWhen },
    { key: 'start', header: 'Starts', render: (s) => formatChurchTime(s.start_time) },
    {
      key: 'status',
      header: 'Status',
      render: (s) =>
        s.is_active ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Row>
            <Badge tone="neutral">Inactive</Badge>
            {s.active_until && <span>since {formatChurchDate(s.active_until)}</span>}
          </Row>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <Row>
          <Button variant="outline-primary" size="sm" onClick={() => setEditing({ service: s })} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
          <Button variant={s.is_active ? 'outline-danger' : 'outline-primary'} size="sm" onClick={() => setToggling(s)} aria-label={`${s.is_active ? 'Deactivate' : 'Reactivate'} ${s.name}`}>
            {s.is_active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </Row>
      ),
    },
  ];

  return (
    <Page
      title={pageTitle('admin', 'schedule')}
      breadcrumbs={pageBreadcrumbs('admin', 'schedule')}
      renderLink={renderLink}
      description={pageIntro('admin', 'schedule')}
      actions={<Button onClick={() => setEditing({})}>Add a service</Button>}
    >
      <Stack>
        <Card aria-labelledby="services-title">
          <h2 id="services-title">Services</h2>
          <DataTable
            caption="The church's services"
            columns={columns}
            rows={schedule.data}
            rowKey={(s) => s.id}
            error={schedule.error}
            onRetry={() => schedule.refetch()}
            emptyState={<p>No services yet. Add the first one to start taking attendance.</p>}
          />
        </Card>
        <UpcomingOccurrences />
      </Stack>
      {editing && <ServiceFormDialog service={editing.service} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.is_active === false ? `Reactivate ${toggling.name}?` : `Deactivate ${toggling?.name ?? 'this service'}?`}
        message={
          toggling?.is_active === false
            ? `${toggling.name} will be held again as scheduled (${describeWhen(toggling)}).`
            : `${toggling?.name ?? 'The service'} will not be held after today. Its past services and their attendance are kept.`
        }
        confirmLabel={toggling?.is_active === false ? 'Reactivate' : 'Deactivate'}
        destructive={toggling?.is_active !== false}
        busy={update.isPending}
        onConfirm={confirmToggle}
        onCancel={() => setToggling(null)}
      />
    </Page>
  );
}
