/** How the back office names a buyer everywhere (profile title, search row, dialogs): nickname with the account number. */
export const buyerName = (buyer: { nickName: string; accountNo: string }) => `${buyer.nickName}（${buyer.accountNo}）`;
