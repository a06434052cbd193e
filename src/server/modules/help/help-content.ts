/**
 * The help centre's articles, written for each language (not machine-translated from one another). Seeded on
 * first start; an article an operator has edited in the database is never overwritten, and one still as an earlier
 * release wrote it is brought up to date (`retiredBodyHashes`). Bodies are plain text,
 * paragraphs separated by a blank line.
 */
import type { Locale } from '../../../common/locales';

export interface HelpArticleText {
  title: string;
  body: string;
}

export interface HelpArticleSeed {
  id: string;
  texts: Record<Locale, HelpArticleText>;
}

const accountSecurity: HelpArticleSeed = {
  id: 'account-security',
  texts: {
    'en-US': {
      title: 'Keeping your account secure',
      body: [
        'Your login password has 8 to 24 characters and starts with a letter. Use one you do not use anywhere else.',
        'Your trade password is a separate 6-digit number. Petrel asks for it before every withdrawal, transfer, trade and new-coin subscription; set it under Me → Security, where a forgotten one can be reset with a code sent to your email. After five wrong tries it is locked for 15 minutes.',
        'After five failed logins your account is paused for 15 minutes. If you forget your password, use “Forgot password”: we email you a 6-digit code that works once and expires after 10 minutes.',
        'When you change your password, every other device is logged out and we send you an email. If you did not make the change, reset your password at once and contact support.',
        'Petrel staff will never ask for your passwords or codes, by phone, chat or email.',
      ].join('\n\n'),
    },
    'zh-CN': {
      title: '保护您的账户安全',
      body: [
        '登录密码为 8 至 24 位，须以字母开头。请不要使用在其他网站用过的密码。',
        '交易密码是另外设置的 6 位数字。每次提币、划转、交易和新币申购前，Petrel 都会要求输入交易密码；请在“我的 → 安全设置”中设置，忘记时可通过邮箱验证码重置。连续输错 5 次后将锁定 15 分钟。',
        '登录连续失败 5 次，账户将暂停登录 15 分钟。如果忘记密码，请使用“忘记密码”：我们会向您的邮箱发送 6 位验证码，该验证码仅可使用一次，10 分钟内有效。',
        '修改密码后，其他设备上的登录都会失效，同时您会收到一封通知邮件。如果不是您本人操作，请立即重置密码并联系客服。',
        'Petrel 工作人员绝不会通过电话、聊天或邮件向您索要密码或验证码。',
      ].join('\n\n'),
    },
    'ko-KR': {
      title: '계정을 안전하게 지키는 방법',
      body: [
        '로그인 비밀번호는 8~24자이며 영문자로 시작해야 합니다. 다른 곳에서 쓰지 않는 비밀번호를 사용하세요.',
        '거래 비밀번호는 별도의 6자리 숫자입니다. 출금, 이체, 거래, 신규 코인 청약을 할 때마다 입력합니다. ‘마이페이지 → 보안’에서 설정할 수 있고, 잊어버리면 이메일 인증 코드로 재설정할 수 있습니다. 5번 틀리면 15분 동안 잠깁니다.',
        '로그인에 5번 실패하면 계정 로그인이 15분 동안 제한됩니다. 비밀번호를 잊었다면 ‘비밀번호 찾기’를 이용하세요. 한 번만 쓸 수 있고 10분 동안 유효한 6자리 인증 코드를 이메일로 보내 드립니다.',
        '비밀번호를 바꾸면 다른 모든 기기에서 로그아웃되고 안내 이메일이 발송됩니다. 본인이 변경한 것이 아니라면 즉시 비밀번호를 재설정하고 고객센터에 문의하세요.',
        'Petrel 직원은 전화, 채팅, 이메일로 비밀번호나 인증 코드를 절대 묻지 않습니다.',
      ].join('\n\n'),
    },
    'ja-JP': {
      title: 'アカウントを安全に保つには',
      body: [
        'ログインパスワードは 8〜24 文字で、先頭は英字です。ほかのサービスで使っていないものを設定してください。',
        '取引パスワードは別に設定する 6 桁の数字です。出金・振替・取引・新規コインの申込のたびに入力が必要です。「マイページ → セキュリティ」で設定でき、忘れた場合はメールの認証コードで再設定できます。5 回続けて間違えると 15 分間ロックされます。',
        'ログインに 5 回失敗すると、15 分間ログインできなくなります。パスワードを忘れた場合は「パスワードをお忘れの方」から再設定してください。1 回だけ使える、有効期限 10 分の 6 桁の認証コードをメールでお送りします。',
        'パスワードを変更すると、ほかの端末はすべてログアウトされ、お知らせのメールが届きます。身に覚えがない場合は、すぐにパスワードを再設定し、サポートへご連絡ください。',
        'Petrel のスタッフが電話・チャット・メールでパスワードや認証コードを尋ねることは決してありません。',
      ].join('\n\n'),
    },
  },
};

const identityVerification: HelpArticleSeed = {
  id: 'identity-verification',
  texts: {
    'en-US': {
      title: 'Verifying your identity (KYC)',
      body: [
        'Open Me → Verification, enter your name exactly as it appears on your ID and your ID number, and add a photo of the front and of the back of the document.',
        'Photos must be JPEG, PNG or WebP images of at most 5 MB each. Take them in good light, with all four corners visible and no glare on the text.',
        'While we review your documents the status shows “Under review”; most reviews finish within one working day. Once you are verified, your details are final and cannot be changed.',
        'If your verification is rejected, the reason is shown on the same screen. Correct the problem and submit again.',
        'Your photos are visible only to you and to our review team, and are never shown to other users.',
      ].join('\n\n'),
    },
    'zh-CN': {
      title: '身份认证（KYC）说明',
      body: [
        '进入“我的 → 身份认证”，填写与证件完全一致的真实姓名和证件号码，并上传证件正面和反面照片。',
        '照片须为 JPEG、PNG 或 WebP 格式，每张不超过 5 MB。请在光线充足处拍摄，证件四角完整可见，文字无反光。',
        '审核期间状态显示为“审核中”，通常在一个工作日内完成。认证通过后，信息将无法修改。',
        '如果认证被拒绝，页面会显示原因。请根据原因修正后重新提交。',
        '您的证件照片仅您本人和审核团队可见，绝不会展示给其他用户。',
      ].join('\n\n'),
    },
    'ko-KR': {
      title: '본인 인증(KYC) 안내',
      body: [
        '‘내 정보 → 본인 인증’에서 신분증에 적힌 그대로 실명과 신분증 번호를 입력하고, 신분증 앞면과 뒷면 사진을 올려 주세요.',
        '사진은 JPEG, PNG, WebP 형식이어야 하며 한 장당 5MB를 넘을 수 없습니다. 밝은 곳에서 네 모서리가 모두 보이고 글자에 빛 반사가 없도록 찍어 주세요.',
        '심사 중에는 ‘심사 중’으로 표시되며, 대부분 영업일 기준 하루 안에 끝납니다. 인증이 완료되면 정보는 더 이상 바꿀 수 없습니다.',
        '인증이 거절되면 같은 화면에 사유가 표시됩니다. 문제를 고친 뒤 다시 제출하세요.',
        '신분증 사진은 본인과 심사팀만 볼 수 있으며 다른 사용자에게는 절대 공개되지 않습니다.',
      ].join('\n\n'),
    },
    'ja-JP': {
      title: '本人確認（KYC）について',
      body: [
        '「マイページ → 本人確認」で、身分証明書の記載どおりの氏名と証明書番号を入力し、証明書の表面と裏面の写真をアップロードしてください。',
        '写真は JPEG・PNG・WebP 形式で、1 枚あたり 5 MB までです。明るい場所で、四隅がすべて写り、文字に光が反射しないように撮影してください。',
        '審査中はステータスが「審査中」と表示されます。通常 1 営業日以内に完了します。本人確認が完了すると、登録内容は変更できません。',
        '本人確認が否認された場合は、同じ画面に理由が表示されます。内容を修正して、もう一度提出してください。',
        '証明書の写真はご本人と審査チームだけが閲覧でき、ほかのユーザーに表示されることはありません。',
      ].join('\n\n'),
    },
  },
};

const depositsWithdrawals: HelpArticleSeed = {
  id: 'deposits-withdrawals',
  texts: {
    'en-US': {
      title: 'Deposits and withdrawals',
      body: [
        'To deposit, open Assets → Recharge, choose the coin and its network, send the coins to the address shown there and add a screenshot of the transfer as proof. An operator checks it and credits your coin account; the result arrives in your messages. Only send coins to the address the app shows you, never to one someone gives you in Petrel’s name.',
        'To withdraw, save the address first under Assets → Withdraw → Address book, then choose it, enter the amount and confirm with your trade password. The amount and the fee are frozen until an operator sends the coins; a rejected withdrawal is unfrozen at once.',
        'Deposits and withdrawals need a verified identity and, for withdrawals, a trade password: set them under Me → Security and Me → Identity verification.',
      ].join('\n\n'),
    },
    'zh-CN': {
      title: '充值与提币',
      body: [
        '充值：进入“资产 → 充值”，选择币种和网络，将币转入页面显示的地址，并上传转账截图作为凭证。运营人员核对后会入账到您的币币账户，结果将通过消息通知您。请只向 App 内显示的地址转币，切勿转给以 Petrel 名义向您提供地址的任何人。',
        '提币：请先在“资产 → 提币 → 地址簿”中保存地址，然后选择该地址、输入数量并用交易密码确认。提币数量和手续费会被冻结，直到运营人员完成转出；提币被拒绝时会立即解冻。',
        '充值和提币需要通过身份认证，提币还需要交易密码：请在“我的 → 安全中心”和“我的 → 身份认证”中设置。',
      ].join('\n\n'),
    },
    'ko-KR': {
      title: '입금과 출금',
      body: [
        '입금하려면 ‘자산 → 입금’에서 코인과 네트워크를 고르고, 화면에 나온 주소로 코인을 보낸 뒤 이체 화면 캡처를 증빙으로 올려 주세요. 운영자가 확인하면 코인 계정에 입금되고, 결과는 메시지로 알려 드립니다. 코인은 앱에 표시된 주소로만 보내고, Petrel의 이름으로 주소를 알려 주는 사람에게는 절대 보내지 마세요.',
        '출금하려면 먼저 ‘자산 → 출금 → 주소록’에 주소를 저장한 뒤, 그 주소를 고르고 수량을 입력해 거래 비밀번호로 확인하세요. 출금 수량과 수수료는 운영자가 코인을 보낼 때까지 동결되며, 출금이 거절되면 바로 해제됩니다.',
        '입출금에는 본인 인증이, 출금에는 거래 비밀번호도 필요합니다. ‘마이페이지 → 보안’과 ‘마이페이지 → 본인 인증’에서 설정하세요.',
      ].join('\n\n'),
    },
    'ja-JP': {
      title: '入金と出金',
      body: [
        '入金は「資産 → 入金」で通貨とネットワークを選び、表示されたアドレスに送金して、送金画面のスクリーンショットを証明としてアップロードします。運営者が確認すると現物口座に入金され、結果はメッセージでお知らせします。送金先はアプリに表示されたアドレスだけにし、Petrel の名前でアドレスを伝えてくる相手には送金しないでください。',
        '出金は、まず「資産 → 出金 → アドレス帳」にアドレスを保存し、そのアドレスを選んで数量を入力し、取引パスワードで確定します。出金数量と手数料は運営者が送金するまで凍結され、出金が否認された場合はすぐに解除されます。',
        '入出金には本人確認が、出金には取引パスワードも必要です。「マイページ → セキュリティ」と「マイページ → 本人確認」で設定してください。',
      ].join('\n\n'),
    },
  },
};

const tradingBasics: HelpArticleSeed = {
  id: 'trading-basics',
  texts: {
    'en-US': {
      title: 'Trading basics',
      body: [
        'The Trade tab has three ways to trade. Spot: a limit order buys or sells a coin at your price with your coin account, and fills when the market reaches it. Leveraged contract: a position, long or short, with margin from your contract account, take profit, stop loss and liquidation. Timed contract: you bet that the price will be up or down after a chosen number of seconds.',
        'Move money between your coin account and your contract account with Assets → Transfer. Orders, positions and timed orders are listed under the Position tab and in each screen’s records.',
        'Prices refresh every few seconds. Amounts are shown truncated, never rounded up, so a figure is never more than the real one. Only trade with money you can afford to lose.',
      ].join('\n\n'),
    },
    'zh-CN': {
      title: '交易入门',
      body: [
        '“交易”页面提供三种交易方式。现货：限价单按您设定的价格用币币账户买入或卖出，市场价格触及时成交。杠杆合约：用合约账户的保证金开多或开空杠杆仓位，可设置止盈、止损，并有强制平仓。秒合约：预测价格在选定秒数后是涨还是跌。',
        '币币账户和合约账户之间的资金可通过“资产 → 划转”调拨。委托、持仓和秒合约订单可在“持仓”页面和各交易页面的记录中查看。',
        '价格每隔几秒刷新一次。金额一律截断显示、从不向上取整，显示的数额不会多于实际数额。请只用您能承受损失的资金交易。',
      ].join('\n\n'),
    },
    'ko-KR': {
      title: '거래 기초',
      body: [
        '‘거래’ 탭에는 세 가지 거래 방식이 있습니다. 현물: 지정가 주문으로 코인 계정의 자산을 원하는 가격에 사고팔며, 시세가 그 가격에 닿으면 체결됩니다. 레버리지 선물: 계약 계정의 증거금으로 롱 또는 숏 레버리지 포지션을 열고, 익절·손절과 강제 청산이 적용됩니다. 초 단위 계약: 정한 초가 지난 뒤 가격이 오를지 내릴지를 예측합니다.',
        '코인 계정과 계약 계정 사이의 자금은 ‘자산 → 이체’로 옮길 수 있습니다. 주문, 포지션, 초 단위 계약 주문은 ‘포지션’ 탭과 각 거래 화면의 내역에서 볼 수 있습니다.',
        '가격은 몇 초마다 새로 고쳐집니다. 금액은 반올림하지 않고 잘라서 표시하므로, 보이는 숫자가 실제보다 클 일은 없습니다. 잃어도 괜찮은 자금으로만 거래하세요.',
      ].join('\n\n'),
    },
    'ja-JP': {
      title: '取引の基本',
      body: [
        '「取引」タブには 3 つの取引方法があります。現物：指値注文で現物口座の資産を指定した価格で売買し、相場がその価格に達すると約定します。レバレッジ先物：契約口座の証拠金でロングまたはショートのレバレッジポジションを持ち、利確・損切りと強制決済があります。秒単位取引：選んだ秒数の後に価格が上がるか下がるかを予測します。',
        '現物口座と契約口座の間の資金は「資産 → 振替」で移せます。注文、ポジション、秒単位取引の注文は「ポジション」タブと各取引画面の履歴で確認できます。',
        '価格は数秒ごとに更新されます。金額は切り上げずに切り捨てで表示されるため、表示が実際の値を上回ることはありません。失っても困らない資金で取引してください。',
      ].join('\n\n'),
    },
  },
};

const contactSupport: HelpArticleSeed = {
  id: 'contact-support',
  texts: {
    'en-US': {
      title: 'Contacting support',
      body: [
        'Open Me → Contact us to chat with our support team, or write to support@petrel.exchange from the email address of your account.',
        'Tell us your user number (shown under Me), what you were doing and what you saw; a screenshot helps. For a deposit or withdrawal, include the coin, the amount and the transaction hash.',
        'We answer in English, Chinese, Korean and Japanese, usually within a few hours.',
        'We will never ask for your passwords or verification codes, and never ask you to send coins to “verify” your account.',
      ].join('\n\n'),
    },
    'zh-CN': {
      title: '联系客服',
      body: [
        '进入“我的 → 联系我们”与客服在线沟通，或使用账户绑定的邮箱发送邮件至 support@petrel.exchange。',
        '请告诉我们您的用户编号（在“我的”页面中显示）、当时的操作和看到的提示，附上截图会更快处理。涉及充值或提币时，请提供币种、数量和交易哈希。',
        '我们提供中文、英文、韩文和日文服务，通常在几个小时内回复。',
        '我们绝不会索要您的密码或验证码，也绝不会要求您转币来“验证”账户。',
      ].join('\n\n'),
    },
    'ko-KR': {
      title: '고객센터 문의',
      body: [
        '‘내 정보 → 문의하기’에서 상담원과 채팅하거나, 계정에 등록된 이메일로 support@petrel.exchange 에 메일을 보내 주세요.',
        '회원 번호(‘내 정보’에 표시됨), 하던 작업, 화면에 나온 내용을 알려 주세요. 스크린샷이 있으면 더 빨리 도와드릴 수 있습니다. 입출금 문의는 코인, 수량, 트랜잭션 해시를 함께 적어 주세요.',
        '한국어, 영어, 중국어, 일본어로 답변하며 보통 몇 시간 안에 회신합니다.',
        '저희는 비밀번호나 인증 코드를 묻지 않으며, 계정을 ‘확인’한다며 코인을 보내라고 요구하지 않습니다.',
      ].join('\n\n'),
    },
    'ja-JP': {
      title: 'サポートへのお問い合わせ',
      body: [
        '「マイページ → お問い合わせ」からサポートとチャットするか、アカウントに登録したメールアドレスから support@petrel.exchange までご連絡ください。',
        'ユーザー番号（マイページに表示）、行っていた操作、表示された内容をお知らせください。スクリーンショットがあると早く対応できます。入出金については、通貨・数量・トランザクションハッシュを添えてください。',
        '日本語・英語・中国語・韓国語で対応しており、通常は数時間以内に返信します。',
        'パスワードや認証コードを尋ねたり、アカウント「確認」のために送金を求めたりすることは決してありません。',
      ].join('\n\n'),
    },
  },
};

/**
 * The SHA-256 of each article body an earlier release seeded and this one rewrote (they said deposits, withdrawals
 * and trading were not open yet). A stored body with one of these hashes was never edited by an operator, so seeding
 * replaces it with today's text; any other stored body is an operator's and stays.
 */
export const retiredBodyHashes: Readonly<Record<string, readonly string[]>> = {
  'account-security': [
    '33fdb18e2cad2e1b7e48e6580de0b893d9b954e13d961c58601270f350e4085b',
    '68513aad79211f819f7610bf47871b2363c063694611b4a49041c27b74e3db35',
    '62b0218cba2f075a9df0b742c1134597d082aeb746289d1fadec6f8a3b1b4763',
    '561040660a45bde3de0bb255b7b18770d41ff7db60180c6c74f4e398a6728bb4',
  ],
  'deposits-withdrawals': [
    '2531e6741a2baccf071a6f7529a6df11ad5c65c0755f761432394fc4a3d13f08',
    '1845055bab7617a95003b2ead14009085a88165e4aa9b6c3670453cb40cbaded',
    'c441ffb7c70915987d47cf013d3167e2728c9024feb7808759036d433569dbba',
    '6417498eca47745781f38f710ed8d99232fae2d5de1f63f0a7333bc38a63c17e',
  ],
  'trading-basics': [
    '10020219b6b7f694d646a4183de2c473a5712651ca44a964a9f684192ad7ceaa',
    'b75ac4eed6fce34fd4159a322963c885ffc58e9400d15d1591c0bdfc86da20be',
    'e51241e0d2e65fe18a4c8bead3e728a34f4682ecde69b343db3d8859ca63c441',
    'f17a76d8d5506adfe96b4ea4ba61a798ab022d52da4badf08c3e6c73aa9fefc1',
  ],
};

/** In the order the help centre lists them. */
export const helpArticleSeeds: readonly HelpArticleSeed[] = [
  accountSecurity,
  identityVerification,
  depositsWithdrawals,
  tradingBasics,
  contactSupport,
];
