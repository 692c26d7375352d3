import type { LocalizedText } from '../schema.ts';

/** Operator-authored content of the demo merchant, in the three shipped languages. */
const t = (TW: string, EN: string, VI: string): LocalizedText => ({ TW, EN, VI });

export const demoBanners: {
  group: string;
  n: number;
  title: LocalizedText;
  linkageType: 'URL' | 'P' | 'G' | null;
  linkageValue: string | null;
}[] = [
  {
    group: 'w_home',
    n: 1,
    title: t('首存加碼 100%', 'Welcome Bonus 100%', 'Thưởng nạp đầu 100%'),
    // New players claim it with their first deposit: the way in is registering.
    linkageType: 'URL',
    linkageValue: '/register',
  },
  {
    group: 'w_home',
    n: 2,
    title: t('存款返利最高 1%', 'Deposit rebate up to 1%', 'Hoàn trả nạp tiền đến 1%'),
    linkageType: 'URL',
    linkageValue: '/help?category=deposit',
  },
  {
    group: 'w_home',
    n: 3,
    title: t(
      '可驗證公平的自營遊戲',
      'Provably Fair House Games',
      'Trò chơi nhà cái công bằng có thể kiểm chứng',
    ),
    linkageType: 'URL',
    linkageValue: '/inhouse',
  },
  {
    group: 'w_reg',
    n: 1,
    title: t(
      '立即註冊，首存加碼 100%',
      'Register now: 100% bonus on your first deposit',
      'Đăng ký ngay: thưởng 100% lần nạp đầu',
    ),
    linkageType: null,
    linkageValue: null,
  },
  {
    group: 'w_hot',
    n: 1,
    title: t('熱門遊戲', 'Hot Games', 'Trò chơi hot'),
    linkageType: null,
    linkageValue: null,
  },
  {
    group: 'w_hot',
    n: 2,
    title: t(
      '自營老虎機，可驗證公平',
      'House slots, provably fair',
      'Slot nhà cái, công bằng có thể kiểm chứng',
    ),
    linkageType: 'URL',
    linkageValue: '/rng',
  },
  {
    group: 'w_promotion',
    n: 1,
    title: t('每日續存紅利最高 15%', 'Daily reload bonus up to 15%', 'Thưởng nạp lại mỗi ngày đến 15%'),
    linkageType: null,
    linkageValue: null,
  },
  {
    group: 'w_help',
    n: 1,
    title: t('幫助中心', 'Help Centre', 'Trung tâm trợ giúp'),
    linkageType: 'URL',
    linkageValue: '/help?category=faq',
  },
  {
    group: 'w_down',
    n: 1,
    title: t('下載 App', 'Download the App', 'Tải ứng dụng'),
    linkageType: null,
    linkageValue: null,
  },
];

export const demoAnnouncements: {
  type: 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  execution: 'B' | 'A' | 'F';
  title: LocalizedText;
  content: LocalizedText;
  category?: string;
  image?: string;
  /** Application rules of a promotion (decision 0038); amounts in minor units. */
  promotion?: {
    remarkRequired: boolean;
    picturesRequired: boolean;
    bonus: bigint;
    turnoverMultiple: number;
    limit: 'ONCE' | 'UNLIMITED';
    budget: bigint | null;
  };
}[] = [
  {
    type: 'PL',
    execution: 'B',
    title: t(
      '歡迎來到示範站，祝您遊戲愉快！',
      'Welcome to the demo portal, enjoy your games!',
      'Chào mừng đến cổng demo, chúc bạn chơi vui!',
    ),
    content: t(
      '<p>本站為示範商戶，所有遊戲均使用真實錢包與帳務。請理性娛樂。</p>',
      '<p>This is the demo merchant: every game uses a real wallet and ledger. Please play responsibly.</p>',
      '<p>Đây là nhà cái demo: mọi trò chơi dùng ví và sổ cái thật. Vui lòng chơi có trách nhiệm.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    title: t(
      '系統維護通知：每週三 04:00–05:00',
      'Scheduled maintenance: Wednesdays 04:00–05:00',
      'Bảo trì định kỳ: thứ Tư 04:00–05:00',
    ),
    content: t(
      '<p>每週三 04:00 至 05:00（UTC+8）進行例行維護，期間部分遊戲暫停服務。</p>',
      '<p>Routine maintenance runs every Wednesday 04:00 to 05:00 (UTC+8); some games pause during it.</p>',
      '<p>Bảo trì định kỳ vào thứ Tư 04:00 đến 05:00 (UTC+8); một số trò chơi tạm dừng.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    title: t(
      '自營遊戲全新上線：骰子、飛升爆點、彈珠台',
      'New house games: Dice, Crash, Plinko',
      'Trò chơi mới: Xúc Xắc, Tên Lửa, Plinko',
    ),
    content: t(
      '<p>全新可驗證公平遊戲上線，每一局結果都能自行驗證。</p>',
      '<p>New provably fair games are live: verify every round yourself.</p>',
      '<p>Trò chơi công bằng có thể kiểm chứng đã ra mắt: tự kiểm tra mọi ván.</p>',
    ),
  },
  {
    type: 'PU',
    execution: 'B',
    title: t('理性娛樂提醒', 'Play responsibly', 'Chơi có trách nhiệm'),
    content: t(
      '<p>未滿 18 歲禁止參與。請只用輸得起的錢遊戲並適時休息；會員中心的帳戶紀錄與投注紀錄列出您每一筆存款、投注與派彩。</p>',
      '<p>Players must be 18 or older. Play only with money you can afford to lose and take regular breaks; the account record and betting record in the member centre list every deposit, bet and win.</p>',
      '<p>Người chơi phải từ 18 tuổi. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất và nghỉ ngơi thường xuyên; lịch sử tài khoản và lịch sử cược trong trung tâm hội viên liệt kê mọi lần nạp, cược và thắng.</p>',
    ),
  },
  {
    type: 'PU',
    execution: 'F',
    title: t('歡迎加入！', 'Welcome aboard!', 'Chào mừng bạn!'),
    content: t(
      '<p>感謝您註冊。首次存款時在存款頁選擇「首存 100% 加碼」，最高可得 1,000 紅利。</p>',
      '<p>Thank you for joining. Choose the first deposit 100% bonus on the deposit page to get up to 1,000 on your first deposit.</p>',
      '<p>Cảm ơn bạn đã tham gia. Chọn thưởng 100% nạp đầu trên trang nạp tiền để nhận tối đa 1.000 cho lần nạp đầu.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'B',
    category: 'new_player',
    image: '/demo/banners/promo-first-deposit.svg',
    title: t('首存加碼 100%', 'First deposit bonus 100%', 'Thưởng nạp đầu 100%'),
    content: t(
      '<p>首次存款最高贈送 1,000。</p>',
      '<p>Up to 1,000 on your first deposit.</p>',
      '<p>Tối đa 1.000 cho lần nạp đầu.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'B',
    category: 'new_player',
    image: '/demo/banners/promo-daily-reload.svg',
    title: t('每日續存階梯紅利', 'Daily reload bonus', 'Thưởng nạp lại mỗi ngày'),
    content: t(
      '<p>首存之後的存款每日一次：單筆存款滿 100 送 10、滿 500 送 60、滿 1,000 送 150，在存款頁選擇即可。</p>',
      '<p>Once a day on deposits after your first: deposit 100 get 10, 500 get 60, 1,000 get 150. Choose it on the deposit page.</p>',
      '<p>Mỗi ngày một lần cho các lần nạp sau lần nạp đầu: nạp 100 tặng 10, 500 tặng 60, 1.000 tặng 150. Chọn trên trang nạp tiền.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'B',
    category: 'deposit',
    title: t('存款返利', 'Deposit rebate', 'Hoàn trả nạp tiền'),
    content: t(
      '<p>沙盒支付存款返利 0.5%，銀行轉帳存款返利 1%，隨存款一起入帳。</p>',
      '<p>0.5% back on Sandbox Pay deposits and 1% on bank transfers, credited with the deposit.</p>',
      '<p>Hoàn 0,5% khi nạp qua Cổng thanh toán thử và 1% khi chuyển khoản ngân hàng, cộng cùng khoản nạp.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'B',
    category: 'new_player',
    image: '/demo/banners/w_reg-1.svg',
    title: t('新會員入門紅利 18', 'New member starter bonus 18', 'Thưởng khởi đầu 18 cho thành viên mới'),
    content: t(
      '<p>註冊後在此申請，審核通過即贈 18 紅利，完成 3 倍流水（54）後可提款。每位會員限一次。</p>',
      '<p>Apply here after you register: once approved you get a bonus of 18, withdrawable after 3× turnover (54). Once per member.</p>',
      '<p>Đăng ký nhận tại đây sau khi tạo tài khoản: khi được duyệt bạn nhận 18 tiền thưởng, rút được sau doanh thu cược 3 lần (54). Mỗi thành viên một lần.</p>',
    ),
    promotion: {
      remarkRequired: false,
      picturesRequired: false,
      bonus: 1_800n,
      turnoverMultiple: 3,
      limit: 'ONCE',
      budget: 1_000_000n,
    },
  },
  {
    type: 'PR',
    execution: 'B',
    category: 'daily',
    image: '/demo/banners/w_promotion-1.svg',
    title: t('曬出大獎送 50', 'Share your big win, get 50', 'Khoe thắng lớn, nhận 50'),
    content: t(
      '<p>單局贏得投注額 20 倍以上？上傳中獎畫面截圖（最多 3 張 PNG 或 JPG）並留言遊戲名稱，審核通過贈 50 紅利，5 倍流水。</p>',
      '<p>Won 20× your stake or more in one round? Upload screenshots of the win (up to 3 PNG or JPG) and name the game in your comment: once approved you get a bonus of 50 with 5× turnover.</p>',
      '<p>Thắng từ 20 lần tiền cược trở lên trong một ván? Tải lên ảnh chụp màn hình (tối đa 3 ảnh PNG hoặc JPG) và ghi tên trò chơi: khi được duyệt bạn nhận 50 tiền thưởng với doanh thu cược 5 lần.</p>',
    ),
    promotion: {
      remarkRequired: true,
      picturesRequired: true,
      bonus: 5_000n,
      turnoverMultiple: 5,
      limit: 'UNLIMITED',
      budget: 5_000_000n,
    },
  },
  {
    type: 'PR',
    execution: 'B',
    category: 'special',
    image: '/demo/banners/w_home-2.svg',
    title: t('生日禮金 88', 'Birthday gift 88', 'Quà sinh nhật 88'),
    content: t(
      '<p>生日當月在此申請並留言您的生日日期，審核通過贈 88 紅利，1 倍流水。每位會員限一次。</p>',
      '<p>Apply in your birthday month with your date of birth in the comment: once approved you get a bonus of 88 with 1× turnover. Once per member.</p>',
      '<p>Đăng ký trong tháng sinh nhật và ghi ngày sinh vào bình luận: khi được duyệt bạn nhận 88 tiền thưởng với doanh thu cược 1 lần. Mỗi thành viên một lần.</p>',
    ),
    promotion: {
      remarkRequired: true,
      picturesRequired: false,
      bonus: 8_800n,
      turnoverMultiple: 1,
      limit: 'ONCE',
      budget: null,
    },
  },
  {
    type: 'AG',
    execution: 'B',
    title: t(
      '代理公告：歡迎來到代理中心',
      'Agent notice: welcome to the agent centre',
      'Thông báo đại lý: chào mừng đến trung tâm đại lý',
    ),
    content: t(
      '<p>營運方給代理的公告會顯示在這裡。關於團隊或收入的問題，請聯繫客服。</p>',
      "<p>The operator's notices to agents appear here. For questions about your team or income, please contact customer service.</p>",
      '<p>Thông báo của nhà điều hành dành cho đại lý hiển thị tại đây. Nếu có câu hỏi về đội hoặc thu nhập, vui lòng liên hệ chăm sóc khách hàng.</p>',
    ),
  },
  {
    type: 'H',
    execution: 'B',
    title: t(
      '幫助中心：常見問題解答',
      'Help centre: answers to common questions',
      'Trung tâm trợ giúp: giải đáp thắc mắc',
    ),
    content: t(
      '<p>存款、提款、忘記密碼與可驗證公平遊戲的說明都在幫助中心。</p>',
      '<p>Deposits, withdrawals, a forgotten password and provably fair games are explained in the help centre.</p>',
      '<p>Nạp tiền, rút tiền, quên mật khẩu và trò chơi công bằng có thể kiểm chứng đều được giải thích trong trung tâm trợ giúp.</p>',
    ),
  },
];

/** The demo merchant's promotion categories (the promotions page's tabs), in order. */
export const demoPromotionCategories: { code: string; name: LocalizedText }[] = [
  { code: 'new_player', name: t('新會員', 'New players', 'Người chơi mới') },
  { code: 'deposit', name: t('存款優惠', 'Deposit offers', 'Ưu đãi nạp tiền') },
  { code: 'daily', name: t('日常活動', 'Daily', 'Hằng ngày') },
  { code: 'special', name: t('特別活動', 'Special offers', 'Ưu đãi đặc biệt') },
];

export const demoHelp: {
  code: string;
  title: LocalizedText;
  articles: { title: LocalizedText; content: LocalizedText }[];
}[] = [
  {
    code: 'about',
    title: t('關於我們', 'About us', 'Về chúng tôi'),
    articles: [
      {
        title: t('關於本站', 'About the portal', 'Giới thiệu'),
        content: t(
          '<p>本站提供彩票與可自行驗證結果的自營遊戲；真人、電子、體育、電競、棋牌、捕魚與鬥雞的遊戲商將陸續開放。每一筆資金都以雙重記帳保存。</p>',
          '<p>We offer lottery and house games whose results you can verify yourself; the game providers of live casino, slots, sports, esports, card games, fishing and cockfighting open one by one. Every cent is kept in a double-entry ledger.</p>',
          '<p>Chúng tôi cung cấp xổ số và trò chơi nhà cái mà bạn có thể tự kiểm chứng kết quả; các nhà cung cấp casino trực tiếp, slot, thể thao, thể thao điện tử, game bài, bắn cá và đá gà sẽ lần lượt mở. Mọi khoản tiền đều được ghi sổ kép.</p>',
        ),
      },
    ],
  },
  {
    code: 'terms',
    title: t('用戶協議', 'User agreement', 'Thỏa thuận người dùng'),
    articles: [
      {
        title: t('條款與細則', 'Terms and conditions', 'Điều khoản và điều kiện'),
        content: t(
          '<p>註冊即表示您已年滿 18 歲並同意本站條款。每人限一個帳號。</p>',
          '<p>By registering you confirm you are 18 or older and accept these terms. One account per person.</p>',
          '<p>Khi đăng ký, bạn xác nhận đã đủ 18 tuổi và đồng ý các điều khoản. Mỗi người một tài khoản.</p>',
        ),
      },
      {
        title: t('隱私政策', 'Privacy policy', 'Chính sách bảo mật'),
        content: t(
          '<p>我們只收集提供服務所需的資料，並以加密方式傳輸。</p>',
          '<p>We collect only the data the service needs and transmit it encrypted.</p>',
          '<p>Chúng tôi chỉ thu thập dữ liệu cần thiết và truyền đi được mã hóa.</p>',
        ),
      },
    ],
  },
  {
    code: 'deposit',
    title: t('存款說明', 'Deposits', 'Nạp tiền'),
    articles: [
      {
        title: t('如何存款', 'How to deposit', 'Cách nạp tiền'),
        content: t(
          '<ol><li>登入後點擊「存款」。</li><li>選擇支付通道並輸入金額。</li><li>完成支付後餘額即時到帳。</li></ol>',
          '<ol><li>Log in and choose Deposit.</li><li>Pick a channel and enter the amount.</li><li>Your balance is credited as soon as the payment completes.</li></ol>',
          '<ol><li>Đăng nhập và chọn Nạp tiền.</li><li>Chọn kênh và nhập số tiền.</li><li>Số dư được cộng ngay khi thanh toán hoàn tất.</li></ol>',
        ),
      },
    ],
  },
  {
    code: 'withdraw',
    title: t('提款說明', 'Withdrawals', 'Rút tiền'),
    articles: [
      {
        title: t('如何提款', 'How to withdraw', 'Cách rút tiền'),
        content: t(
          '<p>綁定銀行卡並設定資金密碼後，即可在會員中心申請提款。</p>',
          '<p>Bind a bank card and set a payment password, then request a withdrawal in the member centre.</p>',
          '<p>Liên kết thẻ ngân hàng và đặt mật khẩu thanh toán, sau đó yêu cầu rút tiền trong trung tâm hội viên.</p>',
        ),
      },
    ],
  },
  {
    code: 'responsible',
    title: t('理性娛樂', 'Responsible gaming', 'Chơi có trách nhiệm'),
    articles: [
      {
        title: t('保持理性娛樂', 'Playing responsibly', 'Chơi có trách nhiệm'),
        content: t(
          '<p>遊戲是娛樂，不是賺錢的方法。開始前先訂好預算，用完就停；適時休息。會員中心的帳戶紀錄與投注紀錄列出每一筆存款、投注與派彩，方便您掌握花費。</p>',
          '<p>Gaming is entertainment, not a way to earn money. Set yourself a budget before you play and stop when it is spent; take regular breaks. The account record and betting record in the member centre list every deposit, bet and win, so you always know what you spent.</p>',
          '<p>Trò chơi là giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách trước khi chơi và dừng lại khi đã dùng hết; nghỉ ngơi thường xuyên. Lịch sử tài khoản và lịch sử cược trong trung tâm hội viên liệt kê mọi lần nạp, cược và thắng để bạn luôn biết mình đã chi bao nhiêu.</p>',
        ),
      },
    ],
  },
  {
    code: 'faq',
    title: t('常見問題', 'FAQ', 'Câu hỏi thường gặp'),
    articles: [
      {
        title: t('忘記密碼怎麼辦？', 'I forgot my password', 'Tôi quên mật khẩu'),
        content: t(
          '<p>在登入視窗點擊「忘記密碼」，透過帳號綁定的電子郵件重設。</p>',
          '<p>Choose "Forgot password" in the login window and reset it through the email address of your account.</p>',
          '<p>Chọn "Quên mật khẩu" trong cửa sổ đăng nhập và đặt lại qua email của tài khoản.</p>',
        ),
      },
      {
        title: t('什麼是可驗證公平？', 'What is provably fair?', 'Công bằng có thể kiểm chứng là gì?'),
        content: t(
          '<p>每局開始前公布伺服器種子的雜湊值，結束後公開種子，您可以自行重算結果。</p>',
          '<p>The hash of the server seed is shown before play and the seed revealed afterwards, so you can recompute every result.</p>',
          '<p>Mã băm của hạt giống máy chủ được hiển thị trước khi chơi và hạt giống được công bố sau đó, để bạn tự tính lại kết quả.</p>',
        ),
      },
    ],
  },
];

/** The demo merchant's cashier: the sandbox gateway (a real HTTP flow) and a manual bank transfer. */
export const demoPaymentChannels: {
  code: string;
  method: 'PG' | 'MT';
  name: LocalizedText;
  description: LocalizedText;
  iconUrl: string | null;
  min: bigint;
  max: bigint;
  feeBp: number;
  feeFixed: bigint;
  feeMin: bigint | null;
  feeMax: bigint | null;
  rebateBp: number;
  fixAmounts: bigint[];
  expireMinutes: number | null;
  receiver: { bankName: string; accountName: string; accountNumber: string; branch: string } | null;
}[] = [
  {
    code: 'SANDBOX',
    method: 'PG',
    name: t('沙盒支付', 'Sandbox Pay', 'Cổng thanh toán thử'),
    description: t(
      '<p>示範用的線上支付：在付款頁確認後即時到帳。免手續費，另享 0.5% 存款返利。</p>',
      '<p>The demo online gateway: confirm on its payment page and the money arrives at once. No fee, plus a 0.5% deposit rebate.</p>',
      '<p>Cổng thanh toán trực tuyến demo: xác nhận trên trang thanh toán và tiền vào ngay. Miễn phí, hoàn thêm 0,5%.</p>',
    ),
    iconUrl: '/demo/payments/ewallet.svg',
    min: 1_000n,
    max: 5_000_000n,
    // The demo charges no fee (issue 14); fees stay supported for operators' channels.
    feeBp: 0,
    feeFixed: 0n,
    feeMin: null,
    feeMax: null,
    rebateBp: 50,
    fixAmounts: [10_000n, 50_000n, 100_000n, 500_000n],
    expireMinutes: null,
    receiver: null,
  },
  {
    code: 'BANK',
    method: 'MT',
    name: t('銀行轉帳', 'Bank transfer', 'Chuyển khoản ngân hàng'),
    description: t(
      '<p>轉帳至下方收款帳戶，並填寫轉帳參考編號。客服審核後入帳，享 1% 存款返利。</p>',
      '<p>Transfer to the receiving account below and enter the transfer reference. Credited after review, with a 1% deposit rebate.</p>',
      '<p>Chuyển khoản đến tài khoản nhận bên dưới và nhập mã tham chiếu. Tiền vào sau khi duyệt, hoàn 1%.</p>',
    ),
    iconUrl: '/demo/payments/bank.svg',
    min: 10_000n,
    max: 10_000_000n,
    feeBp: 0,
    feeFixed: 0n,
    feeMin: null,
    feeMax: null,
    rebateBp: 100,
    fixAmounts: [],
    expireMinutes: 30,
    receiver: {
      bankName: 'Demo Bank',
      accountName: 'Demo Portal Ltd',
      accountNumber: '6222 0000 1234 5678',
      branch: 'Taipei Main Branch',
    },
  },
];

/** Deposit promotions of the demo merchant (minor units). */
export const demoDepositPromotions = [
  {
    name: t('首存 100% 加碼', 'First deposit 100% bonus', 'Thưởng 100% nạp đầu'),
    remark: t(
      '首次存款滿 100 享 100% 紅利，最高 1,000，需完成（存款＋紅利）× 10 倍流水。',
      'A 100% bonus on your first deposit of 100 or more, up to 1,000; (deposit + bonus) × 10 in bets before withdrawing.',
      'Thưởng 100% cho lần nạp đầu từ 100, tối đa 1.000; cần cược (nạp + thưởng) × 10 trước khi rút.',
    ),
    bonusType: 'PERCENTAGE' as const,
    minDeposit: 10_000n,
    maxDeposit: null,
    tiers: [],
    percentBp: 10_000,
    minBonus: 0n,
    maxBonus: 100_000n,
    turnoverMultiple: 10,
    // "First deposit": only a member with no earlier completed deposit, and so once.
    condition: 'FIRST' as const,
    claimLimit: 'ONCE' as const,
  },
  {
    name: t('每日續存階梯紅利', 'Daily reload tiers', 'Thưởng nạp lại mỗi ngày theo bậc'),
    remark: t(
      '首存之後的存款每日一次：單筆存款滿 100 送 10、滿 500 送 60、滿 1,000 送 150，需完成（存款＋紅利）× 5 倍流水。',
      'Once a day on deposits after your first: deposit 100 get 10, 500 get 60, 1,000 get 150; (deposit + bonus) × 5 in bets before withdrawing.',
      'Mỗi ngày một lần cho các lần nạp sau lần nạp đầu: nạp 100 tặng 10, 500 tặng 60, 1.000 tặng 150; cần cược (nạp + thưởng) × 5 trước khi rút.',
    ),
    bonusType: 'FIXED' as const,
    minDeposit: 10_000n,
    maxDeposit: null,
    tiers: [
      { minDeposit: 10_000n, bonus: 1_000n },
      { minDeposit: 50_000n, bonus: 6_000n },
      { minDeposit: 100_000n, bonus: 15_000n },
    ],
    percentBp: 0,
    minBonus: 0n,
    maxBonus: null,
    turnoverMultiple: 5,
    // "Daily reload": a deposit after an earlier completed one, once a day (Asia/Taipei).
    condition: 'RELOAD' as const,
    claimLimit: 'DAILY' as const,
  },
];
