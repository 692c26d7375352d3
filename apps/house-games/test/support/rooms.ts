export type { RoomActionValue, RoomState } from '../../src/shared/rooms-api.ts';
import type { z } from 'zod';
import type { roomsValue } from '../../src/shared/rooms-api.ts';
export type RoomsValue = z.infer<typeof roomsValue>;
