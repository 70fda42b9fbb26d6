export { RoomMembers, type RoomMembersProps } from './RoomMembers';
