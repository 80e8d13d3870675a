import { describe, expect, it } from 'vitest';
import { urlFor, urlSearch } from '../../urlState';
import { messageCodec, shopDetailsCodec, superiorCodec } from './catalogUrls';

describe('catalog URL state', () => {
  it('/superior keeps its page; page 1 and bad pages leave the URL plain', () => {
    expect(superiorCodec.read('page=3')).toEqual({ page: 3 });
    expect(urlFor('/superior', superiorCodec, { page: 3 })).toBe('/superior?page=3');
    expect(urlFor('/superior', superiorCodec, { page: 1 })).toBe('/superior');
    for (const bad of ['page=0', 'page=-2', 'page=x', 'page=1.5', 'page=99999999']) expect(superiorCodec.read(bad)).toEqual({ page: 1 });
  });

  it('/message keeps the page and the notice shown', () => {
    expect(messageCodec.read('page=2&id=41')).toEqual({ page: 2, id: 41 });
    expect(urlSearch(messageCodec, { page: 2, id: 41 })).toBe('page=2&id=41');
    expect(messageCodec.read('id=abc')).toEqual({ page: 1, id: null });
    expect(urlFor('/message', messageCodec, { page: 1, id: null })).toBe('/message');
  });

  it('/shopdetails keeps listNow and adds the sort and filters', () => {
    const search =
      'listNow=' + encodeURIComponent('{"flwCode":"MG001","supplierType":"C"}') + '&price=desc&level=A&keyword=%E6%96%97%E5%8D%97';
    const view = shopDetailsCodec.read(search);
    expect(view).toEqual({ flwCode: 'MG001', supplierType: 'C', price: 'desc', level: 'A', salepoint: '', keyword: '斗南' });
    expect(shopDetailsCodec.read(urlSearch(shopDetailsCodec, view))).toEqual(view);
  });

  it('/shopdetails reads a broken link as no product, default filters', () => {
    expect(shopDetailsCodec.read('listNow=%7Bbroken&price=sideways')).toEqual({
      flwCode: '',
      supplierType: 'A',
      price: '',
      level: '',
      salepoint: '',
      keyword: '',
    });
  });
});
