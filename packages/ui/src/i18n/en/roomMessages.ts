/** English texts of ../roomMessages.ts. */
import type { AreaTranslation } from '../area';
import type { roomMessages } from '../roomMessages';

const messages: AreaTranslation<typeof roomMessages> = {
  'room.title': 'Watch together · room {code}',
  'room.linkLabel': 'Room link',
  'room.copy': 'Copy link',
  'room.copied': 'Copied',
  'room.share': 'Send the link to friends: opening it joins, no sign-in needed',
  'room.members': 'Members ({n})',
  'room.controller': 'Host',
  'room.you': 'Me',
  'room.signedIn': 'Signed in',
  'room.guest': 'Guest',
  'room.guestName': 'Guest {n}',
  'room.buffering': 'Buffering, catching up soon',
  'room.away': 'Left, waiting to reconnect',
  'room.handover': 'Hand over',
  'room.handoverLabel': 'Hand over to {name}',
  'room.following': 'Following {name}’s playback',
  'room.youControl': 'You control playback; everyone follows you',
  'room.chat': 'Chat',
  'room.chatEmpty': 'No messages yet. Say something!',
  'room.chatPlaceholder': 'Send a message; everyone sees it as a bullet comment',
  'room.send': 'Send',
  'room.leave': 'Leave room',
  'room.joining': 'Joining the room…',
  'room.notFound': 'This room does not exist or has closed',
  'room.closed': 'Lost the connection to the room',
};

export default messages;
