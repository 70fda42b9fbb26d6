import { Type, type TSchema } from 'typebox';

/** `{ code, msg, data }` around a reply's data schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer({ description: '0 on success, otherwise an error code' }),
    msg: Type.String({ description: 'Human-readable message (zh-CN for errors)' }),
    data,
  });
}

/** The envelope of any refused request: a non-zero code, a Chinese message, no data. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ minimum: 1 }),
  msg: Type.String({ minLength: 1 }),
  data: Type.Null(),
});
