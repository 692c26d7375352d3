import type { HouseErrorCode } from '../../shared/api.ts';
import { isLang, type Lang } from '@portal/i18n/langs';

/** A refusal the pages show: `{error, message}` with the message in the session's language. */
export class HouseError extends Error {
  constructor(readonly code: HouseErrorCode) {
    super(code);
  }
}

export const httpStatusOf: Record<HouseErrorCode, number> = {
  'session.invalid': 401,
  'session.expired': 401,
  'insufficient.balance': 400,
  'bet.invalid': 400,
  'round.not.found': 404,
  'crash.betting.closed': 409,
  'crash.not.in.round': 409,
  'platform.unavailable': 503,
  'session.rtp.unsupported': 409,
  'session.limits.unsupported': 409,
  'bet.outside.limits': 400,
  'sports.closed': 409,
  'sports.event.not.found': 404,
  'sports.selection.unavailable': 409,
  'sports.odds.changed': 409,
  'sports.parlay.invalid': 400,
  'sports.payout.exceeded': 400,
  'sports.event.final': 409,
  'sports.settings.invalid': 400,
  'operator.signature.invalid': 401,
  'room.not.found': 404,
  'room.seat.taken': 409,
  'room.already.seated': 409,
  'room.not.seated': 409,
  'room.buyin.invalid': 400,
  'room.currency.mismatch': 409,
  'room.not.your.turn': 409,
  'room.action.invalid': 400,
  'room.version.stale': 409,
  'room.settings.invalid': 400,
  'request.invalid': 400,
  'internal.error': 500,
};

/** Every text a player can see from this server, in the portal's three languages. */
const messages: Record<HouseErrorCode, Record<Lang, string>> = {
  'room.not.found': {
    TW: '找不到該牌桌或牌桌已關閉',
    EN: 'This room does not exist or is closed',
    VI: 'Không tìm thấy bàn hoặc bàn đã đóng',
  },
  'room.seat.taken': {
    TW: '該座位已有玩家',
    EN: 'This seat is taken',
    VI: 'Ghế này đã có người ngồi',
  },
  'room.already.seated': {
    TW: '您已在此牌桌入座',
    EN: 'You already have a seat at this table',
    VI: 'Bạn đã có ghế ở bàn này',
  },
  'room.not.seated': {
    TW: '您尚未在此牌桌入座',
    EN: 'You are not seated at this table',
    VI: 'Bạn chưa ngồi ở bàn này',
  },
  'room.buyin.invalid': {
    TW: '買入金額不在本桌範圍內',
    EN: "The buy-in is outside this table's range",
    VI: 'Số tiền mua vào nằm ngoài giới hạn của bàn',
  },
  'room.currency.mismatch': {
    TW: '本桌使用其他幣別，無法入座',
    EN: 'This table plays in another currency',
    VI: 'Bàn này dùng loại tiền khác',
  },
  'room.not.your.turn': {
    TW: '還沒輪到您行動',
    EN: 'It is not your turn',
    VI: 'Chưa đến lượt bạn',
  },
  'room.action.invalid': {
    TW: '目前不能進行此動作或金額無效',
    EN: 'That action or amount is not allowed now',
    VI: 'Hành động hoặc số tiền này không được phép lúc này',
  },
  'room.version.stale': {
    TW: '牌局已更新，請再試一次',
    EN: 'The table moved on; please try again',
    VI: 'Bàn đã thay đổi, vui lòng thử lại',
  },
  'room.settings.invalid': {
    TW: '牌桌設定無效',
    EN: 'The room settings are not valid',
    VI: 'Cài đặt bàn không hợp lệ',
  },
  'session.invalid': {
    TW: '遊戲連線無效，請從平台重新開啟遊戲。',
    EN: 'This game session is not valid. Please open the game again from the portal.',
    VI: 'Phiên trò chơi không hợp lệ. Vui lòng mở lại trò chơi từ cổng.',
  },
  'session.expired': {
    TW: '遊戲連線已逾時，請從平台重新開啟遊戲。',
    EN: 'Your game session has expired. Please open the game again from the portal.',
    VI: 'Phiên trò chơi đã hết hạn. Vui lòng mở lại trò chơi từ cổng.',
  },
  'insufficient.balance': {
    TW: '餘額不足',
    EN: 'Insufficient balance',
    VI: 'Số dư không đủ',
  },
  'bet.invalid': {
    TW: '投注金額或選項無效',
    EN: 'The bet amount or options are not valid',
    VI: 'Số tiền cược hoặc lựa chọn không hợp lệ',
  },
  'round.not.found': {
    TW: '找不到該局紀錄',
    EN: 'Round not found',
    VI: 'Không tìm thấy ván chơi',
  },
  'crash.betting.closed': {
    TW: '本局已停止下注，請等待下一局。',
    EN: 'Betting is closed for this round. Please wait for the next one.',
    VI: 'Ván này đã ngừng nhận cược. Vui lòng chờ ván sau.',
  },
  'crash.not.in.round': {
    TW: '您在本局沒有進行中的投注。',
    EN: 'You have no running bet in this round.',
    VI: 'Bạn không có cược đang chạy trong ván này.',
  },
  'session.rtp.unsupported': {
    TW: '平台為此遊戲設定的返還率不在本遊戲提供的選項中，無法開始遊戲，請聯絡客服。',
    EN: 'The RTP the portal set for this game is not one the game offers, so it cannot start. Please contact support.',
    VI: 'Tỷ lệ hoàn trả mà cổng đặt cho trò chơi này không nằm trong các mức trò chơi cung cấp nên không thể bắt đầu. Vui lòng liên hệ hỗ trợ.',
  },
  'session.limits.unsupported': {
    TW: '平台為此遊戲設定的投注限額內沒有本遊戲可接受的注額，無法開始遊戲，請聯絡客服。',
    EN: 'The stake limits the portal set for this game leave no stake the game accepts, so it cannot start. Please contact support.',
    VI: 'Hạn mức cược mà cổng đặt cho trò chơi này không có mức cược nào trò chơi chấp nhận nên không thể bắt đầu. Vui lòng liên hệ hỗ trợ.',
  },
  'bet.outside.limits': {
    TW: '注額不在本遊戲的投注限額內，請選擇限額範圍內的注額。',
    EN: "The stake is outside this game's limits. Please choose a stake within the range shown.",
    VI: 'Số tiền cược nằm ngoài hạn mức của trò chơi này. Vui lòng chọn mức cược trong khoảng được hiển thị.',
  },
  'platform.unavailable': {
    TW: '暫時無法連線到平台，請稍後再試。未能完成的牌局會取消並退回注額。',
    EN: 'The platform cannot be reached right now. Please try again shortly; a round that could not be completed is cancelled and its stake returned.',
    VI: 'Hiện không thể kết nối với nền tảng. Vui lòng thử lại sau; ván chưa hoàn tất sẽ bị hủy và tiền cược được hoàn lại.',
  },
  'sports.closed': {
    TW: '本場賽事已停止下注。',
    EN: 'Betting on this event has closed.',
    VI: 'Sự kiện này đã ngừng nhận cược.',
  },
  'sports.event.not.found': {
    TW: '找不到這場賽事。',
    EN: 'This event was not found.',
    VI: 'Không tìm thấy sự kiện này.',
  },
  'sports.selection.unavailable': {
    TW: '此選項目前無法下注。',
    EN: 'This selection is not available.',
    VI: 'Lựa chọn này hiện không khả dụng.',
  },
  'sports.odds.changed': {
    TW: '賠率已變動，請確認後再下注。',
    EN: 'The odds have changed. Please check your slip and try again.',
    VI: 'Tỷ lệ cược đã thay đổi. Vui lòng kiểm tra phiếu cược và thử lại.',
  },
  'sports.parlay.invalid': {
    TW: '串關無效：最多 10 關，每場賽事只能選一項。',
    EN: 'This parlay is not valid: at most 10 legs, one per event.',
    VI: 'Cược xiên không hợp lệ: tối đa 10 lựa chọn, mỗi sự kiện một lựa chọn.',
  },
  'sports.payout.exceeded': {
    TW: '可贏金額超過上限，請降低投注金額。',
    EN: 'The potential payout is over the maximum. Please lower the stake.',
    VI: 'Số tiền thắng tiềm năng vượt quá mức tối đa. Vui lòng giảm tiền cược.',
  },
  'sports.event.final': {
    TW: '該賽事已結算或已作廢',
    EN: 'This event is already settled or void',
    VI: 'Sự kiện này đã được thanh toán hoặc đã hủy',
  },
  'sports.settings.invalid': {
    TW: '設定超出允許範圍',
    EN: 'The settings are outside their allowed bounds',
    VI: 'Cài đặt nằm ngoài giới hạn cho phép',
  },
  'operator.signature.invalid': {
    TW: '簽章無效或已逾時',
    EN: 'The signature is missing, not valid or expired',
    VI: 'Chữ ký bị thiếu, không hợp lệ hoặc đã hết hạn',
  },
  'request.invalid': {
    TW: '請求格式錯誤',
    EN: 'Invalid request',
    VI: 'Yêu cầu không hợp lệ',
  },
  'internal.error': {
    TW: '未知錯誤',
    EN: 'Unknown error',
    VI: 'Lỗi không xác định',
  },
};

export function messageOf(code: HouseErrorCode, lang: string | undefined): string {
  return messages[code][isLang(lang) ? lang : 'TW'];
}

/** The answer when the pages are not built: for whoever runs the server, in all three languages. */
export const pagesNotBuilt = [
  '遊戲頁面尚未建置：請執行 npm run build -w apps/house-games（npm start 會自動建置）。',
  'The game pages are not built: run `npm run build -w apps/house-games` (npm start builds them).',
  'Trang trò chơi chưa được build: hãy chạy `npm run build -w apps/house-games` (npm start sẽ tự build).',
].join('\n');
