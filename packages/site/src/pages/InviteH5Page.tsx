import { InviteView } from './InvitePage';

/** `/invite-h5`: the phone invite page, also where an invite link lands. */
export default function InviteH5Page() {
  return <InviteView variant="h5" />;
}
