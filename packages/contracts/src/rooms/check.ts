/** The compiled check of a client's room message, for servers (TypeBox; never in the browser). */
import { Compile } from 'typebox/compile';
import { RoomClientMessage } from '../schemas/rooms';

const compiled = Compile(RoomClientMessage);

export const isRoomClientMessage = (value: unknown): value is RoomClientMessage =>
  compiled.Check(value);
