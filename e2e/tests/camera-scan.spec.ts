/**
 * 摄像头扫码 on 订单履约 (issue 31), tried with a camera: Chromium's fake capture device plays a video of a shipping
 * label's QR code (the order number of an order on the desk, drawn by the labels' own barcode library, bwip-js), the
 * desk's 摄像头扫码 reads it from the live picture (ZXing: Chromium on Linux has no BarcodeDetector) and the order opens.
 * The browser is launched here, not by the project: the fake camera's file is made by the test, before the launch.
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { chromium } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { expect, STAFF, staffApiToken, staffSignedIn, test } from '../support';

const WIDTH = 640;
const HEIGHT = 480;

/** A still video (YUV4MPEG2, 4:2:0, grey) of `text`'s QR code on white, as the fake camera plays it in a loop. */
async function qrVideo(text: string, file: string) {
  const png = await bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 6, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' });
  const image = await loadImage(png);
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.drawImage(image, (WIDTH - image.width) / 2, (HEIGHT - image.height) / 2);
  const rgba = ctx.getImageData(0, 0, WIDTH, HEIGHT).data;
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < luma.length; i++) luma[i] = rgba[i * 4]!;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
}

test('a label’s QR code held to the camera opens its order on 订单履约', async ({ request, baseURL }, testInfo) => {
  const token = await staffApiToken(request, STAFF.peihuo);
  const res = await request.get('/api/admin/orders?limit=1', { headers: { authorization: `Bearer ${token}` } });
  const page1 = (await res.json()) as { data: { list: { orderNo: string }[] } };
  const orderNo = page1.data.list[0]?.orderNo;
  expect(orderNo, 'an order on the desk today').toBeTruthy();

  const video = testInfo.outputPath('label.y4m');
  await qrVideo(orderNo!, video);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1366, height: 900 },
    });
    await context.grantPermissions(['camera'], { origin: baseURL });
    const desk = await context.newPage();
    await staffSignedIn(desk, STAFF.peihuo);
    await desk.goto('/admin/orders');
    await desk.getByRole('button', { name: '摄像头扫码' }).click();
    // The picture plays, the code is read from it, the dialog closes and the order opens (its number in the URL too).
    await expect(desk.getByRole('dialog', { name: `订单 ${orderNo}` })).toBeVisible({ timeout: 20_000 });
    await expect(desk.getByRole('dialog', { name: '摄像头扫码' })).toHaveCount(0);
    await expect(desk).toHaveURL(/[?&]order=\d+/);
  } finally {
    await browser.close();
  }
});
