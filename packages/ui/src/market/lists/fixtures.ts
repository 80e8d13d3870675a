/** Story data of market/lists/ (a Kunming florist's usual buying). */
import { orderImages } from '../orders/fixtures';
import type { SavedListLineView, SavedListView } from './SavedListCard';

const line = (over: Partial<SavedListLineView> & Pick<SavedListLineView, 'flwCode' | 'flwName'>): SavedListLineView => ({
  productImage: orderImages.rose,
  levelName: null,
  lengthCode: null,
  lenthName: '',
  supplierId: null,
  supplierName: null,
  bunches: 10,
  unitName: '扎',
  ...over,
});

export const listLines = {
  carola: line({ flwCode: 'MG-01', flwName: '卡罗拉', levelName: 'A', lengthCode: '60', lenthName: '55-60cm', bunches: 20 }),
  blackMagic: line({
    flwCode: 'MG-02',
    flwName: '黑魔术',
    levelName: 'B',
    lengthCode: '60',
    lenthName: '55-60cm',
    supplierId: 'A1024',
    supplierName: '斗南鲜花种植基地',
    bunches: 10,
  }),
  gypsophila: line({ flwCode: 'MT-01', flwName: '满天星', productImage: orderImages.white, bunches: 5 }),
  carnation: line({
    flwCode: 'KN-01',
    flwName: '马斯特',
    productImage: orderImages.carnation,
    levelName: 'A',
    supplierId: 'C2001',
    supplierName: '呈贡康乃馨专业合作社',
    bunches: 8,
  }),
} as const;

export const savedLists: SavedListView[] = [
  { id: 31, name: '每日玫瑰', lines: [listLines.carola, listLines.blackMagic, listLines.gypsophila] },
  { id: 32, name: '周末婚礼', lines: [listLines.carnation, { ...listLines.gypsophila, bunches: 30 }] },
  { id: 33, name: '教师节备货', lines: [] },
];

export const listChoices = savedLists.map((list) => ({ id: list.id, name: list.name, lineCount: list.lines.length }));
