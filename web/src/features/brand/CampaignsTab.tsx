import { CalendarRangeIcon, MegaphoneIcon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { campaignSchema, eventDateText } from '@common/venue-accounts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field } from '@/components/ui/field';
import { useCreateCampaignMutation } from './CreateCampaignMutation';
import { useEndCampaignMutation } from './EndCampaignMutation';
import { useRemoveCampaignMutation } from './RemoveCampaignMutation';
import { intoForm } from '@/lib/form-errors';
import type { CampaignsTab_user$data, CampaignsTab_user$key } from './__generated__/CampaignsTab_user.graphql';

type Campaign = CampaignsTab_user$data['campaigns'][number];

function campaignDates(campaign: Pick<Campaign, 'startsOn' | 'endsOn'>): string {
  if (campaign.startsOn && campaign.endsOn) return `${eventDateText(campaign.startsOn)} – ${eventDateText(campaign.endsOn)}`;
  if (campaign.startsOn) return `From ${eventDateText(campaign.startsOn)}`;
  if (campaign.endsOn) return `Until ${eventDateText(campaign.endsOn)}`;
  return '';
}

/** The brand's Campaigns tab: "Active Campaigns", each with View. */
export function CampaignsTab({ user, canManage }: { user: CampaignsTab_user$key; canManage: boolean }) {
  const data = useFragment(
    graphql`
      fragment CampaignsTab_user on User {
        campaigns {
          id
          name
          description
          startsOn
          endsOn
          active
        }
      }
    `,
    user,
  );
  const [viewing, setViewing] = useState<Campaign | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <MegaphoneIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Active Campaigns
        </h3>
        {canManage ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <PlusIcon />
            New Campaign
          </Button>
        ) : null}
      </div>
      {data.campaigns.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">No active campaigns</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.campaigns.map((campaign) => (
            <li key={campaign.id} className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{campaign.name}</p>
                {campaignDates(campaign) ? <p className="text-sm text-muted-foreground">{campaignDates(campaign)}</p> : null}
              </div>
              <Button size="sm" variant="outline" onClick={() => setViewing(campaign)} aria-label={`View ${campaign.name}`}>
                View
              </Button>
            </li>
          ))}
        </ul>
      )}
      {viewing ? <CampaignDialog campaign={viewing} canManage={canManage} onClose={() => setViewing(null)} /> : null}
      {creating ? <NewCampaignDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

function CampaignDialog({ campaign, canManage, onClose }: { campaign: Campaign; canManage: boolean; onClose(): void }) {
  const [end, ending] = useEndCampaignMutation();
  const [remove, removing] = useRemoveCampaignMutation();
  const busy = ending || removing;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{campaign.name}</DialogTitle>
          <DialogDescription className="flex items-center gap-1.5">
            <Badge variant={campaign.active ? 'success' : 'muted'}>{campaign.active ? 'Active' : 'Ended'}</Badge>
            {campaignDates(campaign) ? (
              <span className="inline-flex items-center gap-1">
                <CalendarRangeIcon className="size-3.5" aria-hidden="true" />
                {campaignDates(campaign)}
              </span>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm whitespace-pre-line">{campaign.description || 'No description'}</p>
        {canManage ? (
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => remove(campaign.id, { onSaved: onClose })}>
              Remove
            </Button>
            <Button disabled={busy || !campaign.active} onClick={() => end(campaign.id, { onSaved: onClose })}>
              End campaign
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NewCampaignDialog({ onClose }: { onClose(): void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(campaignSchema), defaultValues: { name: '', description: '', startsOn: '', endsOn: '' } });
  const [create, creating] = useCreateCampaignMutation();
  const ids = { name: useId(), description: useId(), startsOn: useId(), endsOn: useId() };
  const save = handleSubmit((input) => {
    if (!creating) create(input, { onSaved: onClose, onFields: intoForm(setError) });
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !creating && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Campaign</DialogTitle>
          <DialogDescription>Campaigns show on your profile while they are active.</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void save(event)}>
          <Field id={ids.name} label="Campaign name" error={errors.name?.message}>
            <Input id={ids.name} aria-invalid={Boolean(errors.name) || undefined} {...register('name')} />
          </Field>
          <Field id={ids.description} label="Description (optional)" error={errors.description?.message}>
            <Textarea id={ids.description} rows={3} aria-invalid={Boolean(errors.description) || undefined} {...register('description')} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.startsOn} label="Starts (optional)" error={errors.startsOn?.message}>
              <Input id={ids.startsOn} type="date" aria-invalid={Boolean(errors.startsOn) || undefined} {...register('startsOn')} />
            </Field>
            <Field id={ids.endsOn} label="Ends (optional)" error={errors.endsOn?.message}>
              <Input id={ids.endsOn} type="date" aria-invalid={Boolean(errors.endsOn) || undefined} {...register('endsOn')} />
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={creating}>
              Cancel
            </Button>
            <Button type="submit" disabled={creating}>
              {creating ? 'Saving...' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
