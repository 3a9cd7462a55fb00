// /dashboard/leaders/teams: the caller's teams (admins: every team) and, for the one chosen
// (?team=<id>), its next 8 weeks at a glance. Its leaders and admins also see the share of
// requests answered within 48 hours and can fill, save and publish the weeks, download them as CSV,
// and set the team up (its positions and people); anyone here prints the weeks. Admins also make
// teams and choose the reminder before serving.
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import type { Answers48h } from '@church/contracts/teams';
import { useAuth } from '@church/platform/use-auth';
import { useListParams } from '@church/platform/use-list-params';
import { EmptyState } from 'shared_ui/display';
import { SelectField } from 'shared_ui/fields';
import { Card, Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { gridWindow, usePlan, useTeam, useTeams } from '../api/teams';
import { FillWeeks } from './FillWeeks';
import { ManageTeam } from './ManageTeam';
import { NewTeam } from './NewTeam';
import { PlanGrid } from './PlanGrid';
import { RotaExports } from './RotaExports';
import { RotaReminderSetting } from './RotaReminderSetting';

const toId = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/** The definition shown with the figure, as docs/decisions/0065 words it. */
export const ANSWERS_48H_DEFINITION = 'Of the places asked between 13 weeks and 48 hours ago, how many were answered within 48 hours of being asked.';

function answeredShare({ asked, answered_in_48h: answered }: Answers48h): string {
  if (asked === 0) return 'Answered within 48 hours: no requests to count yet.';
  return `Answered within 48 hours: ${answered} of ${asked} requests (${Math.round((answered / asked) * 100)}%).`;
}

function TeamRota({ teamId, isAdmin }: { teamId: number; isAdmin: boolean }) {
  const { from, to } = gridWindow();
  const team = useTeam(teamId);
  const plan = usePlan(teamId, from, to);
  return (
    <QueryState query={team} loadingLabel="Loading the team">
      {(detail) => (
        <Card aria-labelledby="team-title">
          <h2 id="team-title">{detail.name}</h2>
          {/* The figure is given to the team's leaders and admins only: they are the ones who fill the weeks. */}
          {detail.answers_48h && (
            <p>
              {answeredShare(detail.answers_48h)} <small>{ANSWERS_48H_DEFINITION}</small>
            </p>
          )}
          {detail.answers_48h && <ManageTeam team={detail} isAdmin={isAdmin} />}
          <QueryState query={plan} loadingLabel="Loading the rota" isEmpty={(p) => p.length === 0} empty={<EmptyState title="No services in the next 8 weeks." />}>
            {(weeks) => (
              <>
                {detail.answers_48h && <FillWeeks teamId={teamId} from={from} to={to} plan={weeks} positions={detail.positions} />}
                <RotaExports team={detail} plan={weeks} positions={detail.positions} from={from} leads={detail.answers_48h !== null} />
                <PlanGrid plan={weeks} positions={detail.positions} leadsTeamId={detail.answers_48h ? teamId : undefined} />
              </>
            )}
          </QueryState>
        </Card>
      )}
    </QueryState>
  );
}

export function TeamsPage() {
  const { values, update } = useListParams(['team'] as const);
  const teams = useTeams();
  const chosen = toId(values.team) ?? teams.data?.[0]?.id;
  const isAdmin = useAuth().hasRole('admin');
  return (
    <Page title={pageTitle('leaders', 'teams')} description={pageIntro('leaders', 'teams')}>
      {isAdmin && <NewTeam onCreated={(id) => update({ team: String(id) })} />}
      <QueryState
        query={teams}
        loadingLabel="Loading your teams"
        isEmpty={(list) => list.length === 0}
        empty={
          isAdmin ? (
            <EmptyState title="No serving team yet.">Make the first one above, then add its positions and people.</EmptyState>
          ) : (
            <EmptyState title="You are in no serving team yet.">An admin makes the teams and puts people in them.</EmptyState>
          )
        }
      >
        {(list) => (
          <>
            {list.length > 1 && (
              <SelectField label="Team" name="team" value={chosen ? String(chosen) : ''} onChange={(team) => update({ team })} options={list.map((t) => ({ value: String(t.id), label: t.name }))} />
            )}
            {chosen !== undefined && <TeamRota key={chosen} teamId={chosen} isAdmin={isAdmin} />}
          </>
        )}
      </QueryState>
      {isAdmin && <RotaReminderSetting />}
    </Page>
  );
}
