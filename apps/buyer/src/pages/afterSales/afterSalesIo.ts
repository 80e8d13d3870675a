/**
 * The after-sales pages' I/O: the calls, the photo upload with progress (../../uploadImage.ts), and
 * the private photos read with the buyer's token into object URLs (an <img> cannot send the token).
 */
import { afterSalesApi, afterSalesKeys, orderKeys } from '@huashi/api';
import { usePrivateImages } from '@huashi/api/react';
import { useMessage } from '@huashi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { client, session } from '../../session';
import { uploadImage } from '../../uploadImage';

export const afterSales = afterSalesApi(client);
/** Uploads one claim photo (private, prefix after-sales); `onProgress` gets 0–100. */
export const uploadProof = (file: File, onProgress: (percent: number) => void): Promise<string> =>
  uploadImage(file, 'after-sales', onProgress);

/** Object URLs of private photos, read with the buyer's token (usePrivateImages of @huashi/api/react). */
export const usePrivatePhotos = (urls: readonly string[]) => usePrivateImages(urls, session.token);

/** After a claim is filed or withdrawn: the server's message, the orders and claims read again, back to 售后查询. */
export function useAfterSalesChanged(): (envelope: { msg: string }) => void {
  const [, navigate] = useLocation();
  const message = useMessage();
  const queryClient = useQueryClient();
  return (envelope) => {
    message.success(envelope.msg);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: afterSalesKeys.all });
    navigate('/afterlist');
  };
}
