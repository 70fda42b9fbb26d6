import { Envelope } from '../schemas/envelope';
import {
  CheckedIn,
  CheckInBody,
  ExchangeBody,
  Exchanged,
  InviteInfo,
  PointsInfo,
} from '../schemas/points';
import { record } from './record';
import { NEEDS_LOGIN } from './token-header';

export const pointsRecords = {
  getPoints: record('getPoints', {
    summary: 'My points: balance, whether I checked in today, the rules, exchange options, history',
    shape: { from: 'ours' },
    description:
      'Our addition, for /points. Decided rules: check-in 10 points once per Asia/Shanghai ' +
      'calendar day; 2 points per title started while logged in (POST /metrics/v1/play with a ' +
      'valid token), at most 10 a day; 100 points per account registered with my invite code, ' +
      'credited when it first pays for VIP (at most 5 such accounts a day, see GET /user/invite). ' +
      'Exchange options: 1 day for 100, 7 days for 600, 30 days for 2000. history: newest 20. ' +
      NEEDS_LOGIN,
    response: Envelope(PointsInfo),
  }),
  checkIn: record('checkIn', {
    refusals: ['Conflict'],
    summary: 'Daily check-in: adds the check-in points',
    shape: { from: 'ours' },
    description:
      'Our addition. Once per Asia/Shanghai calendar day: a second check-in the same day is ' +
      `code 409 今天已经签到过了 and changes nothing. ${NEEDS_LOGIN}`,
    body: CheckInBody,
    response: Envelope(CheckedIn),
  }),
  exchangePoints: record('exchangePoints', {
    refusals: ['NotFound'],
    summary: 'Turns points into VIP days',
    shape: { from: 'ours' },
    description:
      'Our addition. Deducts the option points and extends my VIP by its days in one ' +
      'transaction (from the current expiry while it lies in the future, from now otherwise). ' +
      'Not enough points: code 400 积分不足 and nothing changes; unknown optionId: code 404 ' +
      `兑换选项不存在. ${NEEDS_LOGIN}`,
    body: ExchangeBody,
    response: Envelope(Exchanged),
  }),
  getInviteInfo: record('getInviteInfo', {
    summary: 'My invite code and what inviting has earned me',
    shape: { from: 'ours' },
    description:
      'Our addition, for /invite. The invite link is {site origin}/invite-h5?invite_id=' +
      '{inviteCode}. Decided, as referral programmes that pay in kind do, so that throwaway ' +
      'accounts earn nothing: an account registered with it counts in invitedCount at once, and ' +
      'credits me 100 points once, when one of its VIP orders is paid for the first time; at ' +
      'most 5 invited accounts credit me per Asia/Shanghai day (one over that credits at its ' +
      'next payment on a later day). ' +
      NEEDS_LOGIN,
    response: Envelope(InviteInfo),
  }),
};
