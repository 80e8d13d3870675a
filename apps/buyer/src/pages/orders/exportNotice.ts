/**
 * What the export tells the buyer (§2 导出, ours): the link is one-time and valid for 10 minutes, and the page opens
 * it at once in a new window, which spends it. So the message says where the download went, and the copied link is
 * offered only as the fallback for when that window did not start the download (or never opened).
 */
export type ExportNotice = { tone: 'success' | 'warning'; text: string };

/**
 * @param opened whether `window.open` returned a window (null = the browser blocked the pop-up)
 * @param copied whether the link reached the clipboard
 */
export function exportNotice(opened: boolean, copied: boolean, link: string): ExportNotice {
  if (opened) {
    return {
      tone: 'success',
      text: copied
        ? '已在新窗口开始下载导出文件。如未开始下载（如浏览器拦截了弹出窗口），请在10分钟内将已复制的链接粘贴到浏览器地址栏打开，链接仅可使用一次'
        : '已在新窗口开始下载导出文件。如未开始下载，请重新点击“导出”',
    };
  }
  return {
    tone: 'warning',
    text: copied
      ? '浏览器拦截了新窗口，下载未开始。导出链接已复制到剪贴板，请在10分钟内粘贴到浏览器地址栏打开，链接仅可使用一次'
      : `浏览器拦截了新窗口，下载未开始。请在10分钟内将此链接复制到浏览器地址栏打开，链接仅可使用一次：${link}`,
  };
}
