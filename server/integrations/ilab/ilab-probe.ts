/**
 * The connectivity check of the console's status call and of `npm run ilab:check`: a signed token
 * request with a probe ticket. ilab refusing the ticket (but not our appid or signature) proves the
 * address, the appid and the signing are right; no answer, an HTTP error or a refused appid or
 * signature is a failure with its reason.
 */
import { randomBytes } from 'node:crypto';
import { exchangeTicket, IlabCallError } from './ilab-client';
import type { IlabConfig } from './ilab-config';

export interface IlabProbe {
  ok: boolean;
  /** Chinese, for people. */
  message: string;
}

export async function probeIlab(config: IlabConfig): Promise<IlabProbe> {
  const ticket = `xnfz_probe_${randomBytes(9).toString('hex')}`;
  try {
    await exchangeTicket(config, ticket);
    return { ok: true, message: '连接正常：带签名的令牌请求成功' };
  } catch (error) {
    if (!(error instanceof IlabCallError)) throw error;
    if (error.kind === 'transport') return { ok: false, message: error.message };
    if (error.badSettings) {
      return {
        ok: false,
        message: `实验空间不接受本站的 appid 或签名（请核对 ILAB_APPID 与 ILAB_SECRET）：${error.message}`,
      };
    }
    return {
      ok: true,
      message: `连接正常：签名已被接受（探测用的票据按预期被拒绝：${error.message}）`,
    };
  }
}
