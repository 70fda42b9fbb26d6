import { Type } from 'typebox';
import { ImageParams } from '../schemas/catalogue';
import { record } from './record';

export const mediaRecords = {
  getImage: record('getImage', {
    summary: 'Generated artwork: posters (2:3), banners (16:6) and avatars (1:1)',
    description: 'Our addition: the spec only says images are served under /api/images/.',
    params: ImageParams,
    response: Type.String(),
    produces: 'image/svg+xml',
  }),
};
