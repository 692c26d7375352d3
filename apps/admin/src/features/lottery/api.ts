/** Answers of /bo/v1/lottery (packages/contract/src/backoffice-games.ts). */
export type DrawStatus = 'OPEN' | 'DRAWING' | 'SETTLED' | 'VOID';
export interface LotteryGame {
  code: string;
  name: string;
  vendor: string;
  schedule: { kind: 'interval' | 'daily'; minutes: number | null; time: string | null; timeZone: string };
  lockSeconds: number;
  enabled: boolean;
  paused: boolean;
  next: { numero: string; closeAt: string; drawAt: string } | null;
}
export interface DrawRow {
  id: string;
  gameCode: string;
  numero: string;
  status: DrawStatus;
  openAt: string;
  closeAt: string;
  drawAt: string;
  commitHash: string;
  serverSeed: string | null;
  winNo: string | null;
  result: unknown;
  voidedAt: string | null;
  voidReason: string | null;
  orders: number;
  stake: string;
  payout: string;
}
export interface ExposureRow {
  drawId: string;
  gameCode: string;
  numero: string;
  closeAt: string;
  drawAt: string;
  orders: number;
  stake: string;
  worstPayout: string;
}
