export { RoomChat, type RoomChatProps } from './RoomChat';
