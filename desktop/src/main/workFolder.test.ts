import { describe, expect, it } from 'vitest';
import { fileOrderNumber, folderOrderId, isIgnoredName, orderFolderName, safeSegment } from './workFolder.js';

describe('order folders', () => {
  it('are named so a person recognises them, number first', () => {
    expect(
      orderFolderName({ _id: 10234, reg_no: 'AB12CDE', make: 'VW', model: 'Golf', engine: '2.0 TDI' }),
    ).toBe('10234 - AB12CDE - VW Golf 2.0 TDI');
    expect(orderFolderName({ _id: 7, reg_no: '', make: 'BMW', model: '320d', engine: '' })).toBe(
      '7 - BMW 320d',
    );
  });

  it('never contain characters a desktop system refuses', () => {
    expect(safeSegment('A/B\\C:D*E?F"G<H>I|J')).toBe('A B C D E F G H I J');
    expect(safeSegment('trailing dots...  ')).toBe('trailing dots');
    expect(safeSegment('x'.repeat(200))).toHaveLength(60);
  });

  it('are matched by their leading number even when renamed', () => {
    expect(folderOrderId('10234 - AB12CDE - VW Golf')).toBe(10234);
    expect(folderOrderId('10234')).toBe(10234);
    expect(folderOrderId('10234_done')).toBe(10234);
    expect(folderOrderId('outbox')).toBeNull();
    expect(folderOrderId('2019 Golf')).toBe(2019);
    expect(folderOrderId('Golf 2019')).toBeNull();
  });
});

describe('order numbers in outbox file names', () => {
  it.each([
    ['10234.bin', 10234],
    ['10234 stage1.bin', 10234],
    ['10234_stage1.bin', 10234],
    ['#10234 Golf 2.0.bin', 10234],
    ['Golf 2.0 TDI #10234.bin', 10234],
    ['Order 10234 - Golf.bin', 10234],
    ['ORDER-10234.ori', 10234],
    ['auftrag_10234.bin', 10234],
  ])('%s belongs to order %i', (name, id) => expect(fileOrderNumber(name)).toBe(id));

  it.each(['Golf 2.0 TDI.bin', 'Golf 2019.bin', '2.0 TDI.bin', 'stage1.bin', 'recorder 5.bin'])(
    '%s names no order',
    (name) => expect(fileOrderNumber(name)).toBeNull(),
  );
});

describe('files that are never uploaded', () => {
  it.each([
    'x.tmp',
    'x.TMP',
    '~x.bin',
    '~$x.bin',
    'x.bin~',
    '.hidden',
    '.portal-order.json',
    'x.ini',
    'x.part',
    'x.download',
    'x.bak',
    'Thumbs.db',
    'desktop.ini',
    '.DS_Store',
  ])('%s is ignored', (name) => expect(isIgnoredName(name)).toBe(true));
  it.each(['tuned.bin', 'golf.ori', 'Stage 1.mod', 'file'])('%s is considered', (name) =>
    expect(isIgnoredName(name)).toBe(false),
  );
});
