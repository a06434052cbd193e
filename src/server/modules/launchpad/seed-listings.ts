/**
 * The demo launchpad (SEED_DEMO): six sales placed around the seeding clock so that every state shows on first
 * start: two joining (ending in about 3 and 10 days), two warming up (starting in 2 and 5 days) and two ended
 * (the engine allocates them on its first pass). The demo account's 10,000 USDT can join CS. Listings are created
 * once per coin: a later start skips the coins that exist, so an operator's edits are never overwritten.
 */
import type { LaunchpadService } from './launchpad-service';
import type { ListingInput } from './listing-input';
import { dayMs, hourMs } from '../../../common/constants';

interface SeedListing {
  coin: string;
  name: string;
  issuedAmount: string;
  offeredAmount: string;
  price: string;
  minPurchase: string;
  purchaseLimit: string;
  lockupDays: number;
  /** Start and end relative to the seeding clock. */
  startsInMs: number;
  endsInMs: number;
  intro: Record<'en-US' | 'zh-CN' | 'ko-KR' | 'ja-JP', string>;
}

export const seedListings: readonly SeedListing[] = [
  {
    coin: 'CS',
    name: 'CloudStream',
    issuedAmount: '1000000000',
    offeredAmount: '50000000',
    price: '0.05',
    minPurchase: '100',
    purchaseLimit: '100000',
    lockupDays: 7,
    startsInMs: -2 * dayMs,
    endsInMs: 3 * dayMs,
    intro: {
      'en-US':
        'CloudStream is a decentralised content-delivery network that pays node operators in CS for the bandwidth and storage they share. Creators publish video and audio once and it is served from the nearest nodes, with no single company in between. CS also pays for delivery and votes on network upgrades.',
      'zh-CN':
        'CloudStream 是一个去中心化的内容分发网络，节点运营者共享带宽和存储即可获得 CS 奖励。创作者只需发布一次音视频内容，就能从离用户最近的节点分发，中间没有任何一家公司把关。CS 还用于支付分发费用和对网络升级进行投票。',
      'ko-KR':
        'CloudStream은 노드 운영자가 공유한 대역폭과 저장 공간에 대해 CS로 보상하는 탈중앙화 콘텐츠 전송 네트워크입니다. 크리에이터가 영상과 오디오를 한 번만 올리면 가장 가까운 노드에서 전송되며, 중간에 특정 회사가 개입하지 않습니다. CS는 전송 비용 결제와 네트워크 업그레이드 투표에도 쓰입니다.',
      'ja-JP':
        'CloudStream は、ノード運営者が提供した帯域とストレージに対して CS で報酬を支払う分散型コンテンツ配信ネットワークです。クリエイターが動画や音声を一度公開すれば、最寄りのノードから配信され、間に特定の企業が入ることはありません。CS は配信料の支払いやネットワークのアップグレード投票にも使われます。',
    },
  },
  {
    coin: 'HFC',
    name: 'HelioFlux Chain',
    issuedAmount: '210000000',
    offeredAmount: '10500000',
    price: '0.42',
    minPurchase: '10',
    purchaseLimit: '20000',
    lockupDays: 14,
    startsInMs: -1 * dayMs,
    endsInMs: 10 * dayMs,
    intro: {
      'en-US':
        'HelioFlux Chain records every kilowatt-hour produced by registered solar and wind installations as a verifiable on-chain certificate. Utilities and companies buy these certificates with HFC to prove their green-energy use, and small producers are paid directly. Metering data is signed at the inverter, so certificates cannot be issued twice.',
      'zh-CN':
        'HelioFlux Chain 将已登记的光伏和风电设施所发的每一度电记录为可验证的链上证书。电力公司和企业使用 HFC 购买这些证书来证明其绿色用电，小型发电者则直接获得收益。计量数据在逆变器端完成签名，因此同一份证书不可能被重复签发。',
      'ko-KR':
        'HelioFlux Chain은 등록된 태양광·풍력 설비가 생산한 전력을 1kWh 단위로 검증 가능한 온체인 인증서로 기록합니다. 전력회사와 기업은 HFC로 이 인증서를 구매해 친환경 전력 사용을 증명하고, 소규모 발전 사업자는 대금을 직접 받습니다. 계량 데이터는 인버터 단계에서 서명되므로 인증서가 중복 발행될 수 없습니다.',
      'ja-JP':
        'HelioFlux Chain は、登録された太陽光・風力発電設備が生み出す電力を 1kWh ごとに検証可能なオンチェーン証書として記録します。電力会社や企業は HFC でこの証書を購入して再生可能エネルギーの利用を証明でき、小規模な発電事業者は代金を直接受け取れます。計量データはインバーター側で署名されるため、証書が二重に発行されることはありません。',
    },
  },
  {
    coin: 'LGK',
    name: 'Logika Network',
    issuedAmount: '500000000',
    offeredAmount: '25000000',
    price: '0.018',
    minPurchase: '500',
    purchaseLimit: '500000',
    lockupDays: 21,
    startsInMs: 2 * dayMs,
    endsInMs: 9 * dayMs,
    intro: {
      'en-US':
        'Logika Network tracks goods from factory to shelf: each scan at a warehouse, port or store is written to a shared ledger that every partner can check. Importers use it to prove origin for customs, and buyers can verify a product with one scan. LGK pays for the records and rewards the partners who confirm them.',
      'zh-CN':
        'Logika Network 追踪商品从工厂到货架的全过程：仓库、港口或门店的每一次扫码都会写入所有合作方都能核对的共享账本。进口商可以用它向海关证明原产地，消费者扫一下就能验证商品真伪。LGK 用于支付记录费用，并奖励确认记录的合作方。',
      'ko-KR':
        'Logika Network는 상품이 공장에서 매장 진열대에 오르기까지의 과정을 추적합니다. 창고·항만·매장에서 스캔할 때마다 모든 파트너가 확인할 수 있는 공유 원장에 기록됩니다. 수입업자는 통관 시 원산지를 증명하는 데 활용하고, 소비자는 한 번의 스캔으로 정품 여부를 확인할 수 있습니다. LGK는 기록 비용을 지불하고 기록을 확인한 파트너에게 보상하는 데 쓰입니다.',
      'ja-JP':
        'Logika Network は、商品が工場から店頭に並ぶまでを追跡します。倉庫や港、店舗でスキャンするたびに、すべての取引先が確認できる共有台帳に記録されます。輸入業者は通関時の原産地証明に、購入者はワンスキャンでの真贋確認に利用できます。LGK は記録の手数料に使われ、記録を承認した取引先への報酬にもなります。',
    },
  },
  {
    coin: 'PTY',
    name: 'Polarity Protocol',
    issuedAmount: '100000000',
    offeredAmount: '8000000',
    price: '0.25',
    minPurchase: '20',
    purchaseLimit: '40000',
    lockupDays: 30,
    startsInMs: 5 * dayMs,
    endsInMs: 12 * dayMs,
    intro: {
      'en-US':
        'Polarity Protocol moves messages and tokens between blockchains without a central bridge operator. Independent validators stake PTY and must agree before a transfer is released, and a validator that signs a false transfer loses its stake. Wallets and exchanges integrate it through one open-source SDK.',
      'zh-CN':
        'Polarity Protocol 无需中心化的跨链桥运营方，即可在不同区块链之间传递消息和代币。独立验证者需要质押 PTY，只有在多数验证者达成一致后才会放行转账；签署虚假转账的验证者将被罚没质押。钱包和交易所只需接入一套开源 SDK 即可使用。',
      'ko-KR':
        'Polarity Protocol은 중앙화된 브리지 운영자 없이 블록체인 간에 메시지와 토큰을 전송합니다. 독립 검증자들이 PTY를 스테이킹하고 합의해야만 전송이 승인되며, 허위 전송에 서명한 검증자는 스테이킹 물량을 잃습니다. 지갑과 거래소는 하나의 오픈소스 SDK로 간편하게 연동할 수 있습니다.',
      'ja-JP':
        'Polarity Protocol は、中央のブリッジ運営者を介さずにブロックチェーン間でメッセージやトークンを送受信します。独立したバリデーターが PTY をステークし、合意が得られて初めて送金が実行されます。不正な送金に署名したバリデーターはステークを没収されます。ウォレットや取引所は、オープンソースの SDK ひとつで組み込めます。',
    },
  },
  {
    coin: 'SHIB',
    name: 'Shiba Inu',
    issuedAmount: '1000000000000',
    offeredAmount: '20000000000',
    price: '0.00001',
    minPurchase: '1000000',
    purchaseLimit: '500000000',
    lockupDays: 7,
    startsInMs: -20 * dayMs,
    endsInMs: -6 * dayMs,
    intro: {
      'en-US':
        'SHIB is a community-driven token on Ethereum that started as an experiment in decentralised community building. Its ecosystem has grown to include the ShibaSwap exchange and Shibarium, a layer-2 network with lower fees. Holders take part in decisions through the community\u2019s governance votes.',
      'zh-CN':
        'SHIB 是基于以太坊的社区驱动型代币，最初是一场去中心化社区建设的实验。如今其生态已扩展到 ShibaSwap 交易所和手续费更低的二层网络 Shibarium。持有者可以通过社区治理投票参与决策。',
      'ko-KR':
        'SHIB는 탈중앙화 커뮤니티 구축 실험으로 시작된 이더리움 기반의 커뮤니티 주도형 토큰입니다. 현재 생태계는 ShibaSwap 거래소와 수수료가 더 저렴한 레이어 2 네트워크 Shibarium까지 확장되었습니다. 보유자는 커뮤니티 거버넌스 투표를 통해 의사 결정에 참여합니다.',
      'ja-JP':
        'SHIB は、分散型コミュニティづくりの実験として始まった、イーサリアム上のコミュニティ主導型トークンです。現在ではエコシステムが広がり、取引所の ShibaSwap や、手数料の安いレイヤー2 ネットワーク Shibarium も含まれています。保有者はコミュニティのガバナンス投票を通じて意思決定に参加できます。',
    },
  },
  {
    coin: 'TPG',
    name: 'TerraPlay Games',
    issuedAmount: '300000000',
    offeredAmount: '15000000',
    price: '0.12',
    minPurchase: '50',
    purchaseLimit: '50000',
    lockupDays: 30,
    startsInMs: -9 * dayMs,
    endsInMs: -2 * hourMs,
    intro: {
      'en-US':
        'TerraPlay Games is a publishing platform where players truly own the items they earn and can take them between partner games. Studios list in-game items as tokens and receive a share of every resale. TPG is used for purchases, tournament entry and studio funding rounds.',
      'zh-CN':
        'TerraPlay Games 是一个游戏发行平台，玩家真正拥有自己赢得的道具，并可以在合作游戏之间转移使用。开发商将游戏内道具发行为代币，并能从每一次转售中获得分成。TPG 可用于购买道具、报名参加锦标赛以及参与工作室的募资。',
      'ko-KR':
        'TerraPlay Games는 플레이어가 획득한 아이템을 진정으로 소유하고 제휴 게임 간에 옮겨 쓸 수 있는 퍼블리싱 플랫폼입니다. 개발사는 게임 아이템을 토큰으로 등록하고 재판매될 때마다 수익의 일부를 받습니다. TPG는 아이템 구매, 토너먼트 참가, 스튜디오 펀딩 참여에 사용됩니다.',
      'ja-JP':
        'TerraPlay Games は、プレイヤーが獲得したアイテムを本当の意味で所有し、提携タイトル間で持ち運べるゲームパブリッシングプラットフォームです。スタジオはゲーム内アイテムをトークンとして発行し、転売のたびに収益の一部を受け取れます。TPG はアイテムの購入、大会へのエントリー、スタジオの資金調達に使われます。',
    },
  },
];

/** A seed listing as the operator's JSON would give it, with its times placed around `nowMs`. */
export function seedListingInput(seed: SeedListing, nowMs: number): ListingInput {
  const { startsInMs, endsInMs, ...fields } = seed;
  return {
    ...fields,
    startsAt: nowMs + startsInMs,
    endsAt: nowMs + endsInMs,
    whitePaper: `whitepapers/${seed.coin.toLowerCase()}.pdf`,
  };
}

/** Creates the demo listings whose coin has none yet; answers how many it created. */
export async function seedDemoListings(launchpad: LaunchpadService, nowMs: number): Promise<number> {
  let created = 0;
  for (const seed of seedListings) {
    if (await launchpad.seedListing(seedListingInput(seed, nowMs))) created += 1;
  }
  return created;
}
