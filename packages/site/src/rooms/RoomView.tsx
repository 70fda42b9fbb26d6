import { ROOM_CHAT_MAX } from '@xinghe/contracts/client';
import { RoomBanner, RoomChat, RoomMembers, StatusView, roomT } from '@xinghe/ui';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { isController, roomActions, useRoom } from '../state/room';

/** A guest's shown name: 访客 and a number, kept for the tab like its member id. */
const guestName = () => roomT('room.guestName', { n: Math.floor(Math.random() * 900) + 100 });

/**
 * The page of `/room/{code}` (一起看, our addition), ready to become the route's `RoomPage`: the
 * route's entry (routes/paths.ts, the route table's lazy import) costs the first-load script some
 * 80 bytes gzip it does not have today. Joins the room (signed in or not), shows its link, the
 * members and the chat; leaving drops the socket (a reload rejoins as the same member).
 */
export default function RoomView() {
  const { code = '' } = useParams<{ code: string }>();
  const room = useRoom();

  useEffect(() => {
    roomActions.join(code, guestName());
    return () => roomActions.leave(false);
  }, [code]);

  if (room.status === 'notFound' || room.status === 'closed') {
    return (
      <StatusView
        status="error"
        message={roomT(room.status === 'notFound' ? 'room.notFound' : 'room.closed')}
        onRetry={() => roomActions.join(code, guestName())}
      />
    );
  }
  if (room.status !== 'joined' || !room.room) {
    return <StatusView status="loading" skeleton={<p>{roomT('room.joining')}</p>} />;
  }
  const view = room.room;
  const controller = view.members.find((m) => m.id === view.controller);
  return (
    <main data-room={code}>
      <RoomBanner
        code={code}
        link={location.href}
        control={
          isController(room)
            ? { kind: 'you' }
            : controller
              ? { kind: 'other', name: controller.name }
              : null
        }
        onCopy={(link) => navigator.clipboard?.writeText(link)}
        onLeave={() => {
          roomActions.leave();
          history.back();
        }}
      />
      <RoomMembers
        members={view.members}
        controller={view.controller}
        you={room.you}
        onHandover={roomActions.handover}
      />
      <RoomChat
        lines={room.chat}
        you={room.you}
        maxLength={ROOM_CHAT_MAX}
        onSend={roomActions.chat}
      />
    </main>
  );
}
