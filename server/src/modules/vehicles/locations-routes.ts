import {
  EcuAdblueLocation,
  EcuAdblueLocationBody,
  EcuAdblueLocationQuery,
  EcuAdblueLocationReply,
  IdParam,
  Message,
  Paged,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { FileReply, replies } from '../../lib/schema.js';
import { discardImages, type FormSpec, formRouteValidator, readForm, type UploadedImage } from './form.js';
import { locationsService } from './locations-service.js';

const tags = ['ECU/AdBlue locations'];

const FORM: FormSpec = {
  fields: {
    vtype: 'id',
    manufacture: 'id',
    vmodel: 'id',
    generation: 'id',
    variant: 'id',
    ecu_location: 'text',
    adblue_location: 'text',
    remove_images: 'int-list',
  },
  imageFields: ['ecu_location_images', 'adblue_location_images'],
  folder: 'locations',
};

const ListQuery = Type.Composite([
  EcuAdblueLocationQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 120 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  }),
]);

export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const locations = locationsService(app);
  const canWrite = app.requirePermission('miscellaneous');

  /** JSON or multipart; with multipart the images are stored first and removed again if saving fails. */
  async function withForm<T>(
    req: FastifyRequest,
    save: (body: EcuAdblueLocationBody, images: UploadedImage[]) => Promise<T>,
  ): Promise<T> {
    let body = (req.body ?? {}) as EcuAdblueLocationBody;
    let images: UploadedImage[] = [];
    if (req.isMultipart()) {
      ({ body, images } = await readForm<EcuAdblueLocationBody>(app, req, FORM, EcuAdblueLocationBody));
    }
    try {
      return await save(body, images);
    } catch (err) {
      await discardImages(app, images);
      throw err;
    }
  }

  const writeSchema = {
    tags,
    consumes: ['multipart/form-data', 'application/json'],
    body: Type.Optional(EcuAdblueLocationBody),
    response: replies(EcuAdblueLocation, 401, 403, 404, 409, 413, 415),
  };

  app.post('/vehicle/ecu-adblue-location', {
    onRequest: canWrite,
    schema: {
      ...writeSchema,
      summary:
        'Record where the ECU and AdBlue unit sit for a vehicle type, manufacturer, model, generation or variant',
    },
    validatorCompiler: formRouteValidator,
    handler: (req) => withForm(req, (body, images) => locations.create(body, images, req.user._id)),
  });

  app.put('/vehicle/ecu-adblue-location/:id', {
    onRequest: canWrite,
    schema: {
      ...writeSchema,
      summary: 'Edit an ECU/AdBlue location; new images are added, `remove_images` drops some',
      params: IdParam,
    },
    validatorCompiler: formRouteValidator,
    handler: (req) =>
      withForm(req, (body, images) => locations.update(req.params.id, body, images, req.user._id)),
  });

  app.get('/vehicle/ecu-adblue-locations', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'ECU/AdBlue locations, filtered by vehicle level and keyword, paged',
      querystring: ListQuery,
      response: replies(Paged(EcuAdblueLocation), 401, 403),
    },
    handler: (req) => locations.list(req.query),
  });

  app.get('/vehicle/one-ecu-adblue-location', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'The location for a vehicle: the most specific recorded level wins (variant before type)',
      querystring: EcuAdblueLocationQuery,
      response: replies(EcuAdblueLocationReply, 401, 403, 404),
    },
    handler: async (req) => ({ status: 'success' as const, location: await locations.forVehicle(req.query) }),
  });

  app.get('/vehicle/ecu-adblue-location/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'One ECU/AdBlue location',
      params: IdParam,
      response: replies(EcuAdblueLocation, 401, 403, 404),
    },
    handler: (req) => locations.load(req.params.id),
  });

  app.delete('/vehicle/ecu-adblue-location/:id', {
    onRequest: canWrite,
    schema: {
      tags,
      summary: 'Delete an ECU/AdBlue location and its images',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await locations.remove(req.params.id, req.user._id);
      return { status: 'success' as const, message: 'The location has been deleted.' };
    },
  });

  app.get('/vehicle/ecu-adblue-location/:id/image/:image', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'One picture of an ECU/AdBlue location',
      params: Type.Object({ id: Type.Integer({ minimum: 1 }), image: Type.Integer({ minimum: 1 }) }),
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const { stream, mime } = await locations.image(req.params.id, req.params.image);
      reply.header('content-type', mime).header('cache-control', 'private, max-age=3600');
      return reply.send(stream);
    },
  });
};
