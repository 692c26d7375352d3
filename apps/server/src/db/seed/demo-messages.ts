import type { Db } from '../client.ts';
import { insertMessage } from '../../modules/messages/repository.ts';

/**
 * The platform's welcome message (decision 0060) to the demo accounts: plain text in the default language
 * and in English, saying what is really there to try.
 */
export async function seedDemoMessages(trx: Db, merchantId: number, memberIds: number[]) {
  await insertMessage(
    trx,
    {
      merchantId,
      senderId: null,
      staffId: null,
      sendType: 1,
      audience: 'MEMBER',
      replyToId: null,
      subject: '歡迎來到示範站 / Welcome to the demo site',
      content: [
        '歡迎！您可以透過沙盒支付通道存款、遊玩自營遊戲與彩票，並在個人中心查看紀錄與獎勵。',
        '如有任何問題，請聯繫線上客服。',
        '',
        'Welcome! Deposit through the sandbox payment channel, play the house games and the lottery, and find',
        'your records and rewards in the member centre. Our customer service is there if you have a question.',
      ].join('\n'),
      now: new Date(),
    },
    { kind: 'ids', ids: memberIds },
  );
}
