import {
  CompletedVariantsReply,
  EcuBrandsReply,
  IdParam,
  VariantDetailsBody,
  VariantDetailsReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FileReply, replies } from '../../lib/schema.js';
import { discardImages, formRouteValidator, readForm, type UploadedImage } from './form.js';
import { variantService } from './variant-service.js';

const tags = ['Vehicles'];

const DETAIL_FIELDS = {
  engine_type: 'text',
  fuel_type: 'text',
  transmission: 'text',
  engine_cc: 'int',
  year_from: 'int',
  year_to: 'int',
  stock_hp: 'int',
  stock_kw: 'int',
  stock_torque: 'int',
  stages: 'json',
  ecu_brands: 'text-list',
  remove_images: 'int-list',
} as const;

export const variantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const variants = variantService(app);

  app.put('/vehicle/variant/:id/details', {
    onRequest: app.requirePermission('vehicle_statistics.variants.edit_details'),
    schema: {
      tags,
      summary:
        'Save the technical details and power figures of a variant; multipart adds `images`, JSON works too',
      consumes: ['multipart/form-data', 'application/json'],
      params: IdParam,
      body: Type.Optional(VariantDetailsBody),
      response: replies(VariantDetailsReply, 401, 403, 404, 413, 415),
    },
    validatorCompiler: formRouteValidator,
    handler: async (req) => {
      let body = (req.body ?? {}) as VariantDetailsBody;
      let images: UploadedImage[] = [];
      if (req.isMultipart()) {
        ({ body, images } = await readForm<VariantDetailsBody>(
          app,
          req,
          { fields: DETAIL_FIELDS, imageFields: ['images'], folder: 'vehicles' },
          VariantDetailsBody,
        ));
      }
      try {
        const { variant } = await variants.updateDetails(req.params.id, body, images, req.user._id);
        return { status: 'success' as const, variant };
      } catch (err) {
        await discardImages(app, images);
        throw err;
      }
    },
  });

  app.get('/vehicle/variant/ecu-brands/for-dropdown', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'ECU brands recorded on variants (or on one `variant`), for dropdowns',
      querystring: Type.Object({ variant: Type.Optional(Type.Integer({ minimum: 1 })) }),
      response: replies(EcuBrandsReply, 401, 403),
    },
    handler: async (req) => ({ items: await variants.ecuBrands(req.query.variant) }),
  });

  app.get('/vehicle/variant/completed/:generation', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Variants of a generation whose power figures are complete, with gains per stage',
      params: Type.Object({ generation: Type.Integer({ minimum: 1 }) }),
      response: replies(CompletedVariantsReply, 401, 403, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      items: await variants.completed(req.params.generation),
    }),
  });

  app.get('/vehicle/variant/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'One variant: its path, technical details, power figures with gains per stage, images',
      params: IdParam,
      response: replies(VariantDetailsReply, 401, 403, 404),
    },
    handler: async (req) => ({ status: 'success' as const, variant: await variants.get(req.params.id) }),
  });

  app.get('/vehicle/variant/:id/image/:image', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'One picture of a variant',
      params: Type.Object({ id: Type.Integer({ minimum: 1 }), image: Type.Integer({ minimum: 1 }) }),
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const { stream, mime } = await variants.image(req.params.id, req.params.image);
      reply.header('content-type', mime).header('cache-control', 'private, max-age=3600');
      return reply.send(stream);
    },
  });
};
