import {
  IdParam,
  Message,
  Paged,
  RegFinalViewReply,
  RegListQuery,
  RegTotalMakesReply,
  RegUvcFinal,
  RegUvcFinalBody,
  RegVehicleFinal,
  RegVehicleFinalBody,
  RegVehicleMain,
  RegVehicleMainBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { replies } from '../../lib/schema.js';
import { mainService } from './main-service.js';
import { uvcService } from './uvc-service.js';

const tags = ['Registration search'];
const done = (message: string) => ({ status: 'success' as const, message });

/** vehicle-finals, uvc-final and vehicle-main, with the extra admin calls of the spec. */
export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canManage = app.requirePermission('miscellaneous');
  const uvc = uvcService(app);
  const main = mainService(app);

  // Static paths first in the reading order; the router prefers them over /:id anyway.
  app.get('/reg-search/uvc-final/total-makes', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'How many UVC records each make has',
      response: replies(RegTotalMakesReply, 401, 403),
    },
    handler: () => uvc.totalMakes(),
  });

  app.delete('/reg-search/uvc-final/all', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Delete every UVC record (before a fresh import); registration numbers are kept',
      response: replies(Type.Composite([Message, Type.Object({ deleted: Type.Integer() })]), 401, 403),
    },
    handler: async (req) => {
      const deleted = await uvc.removeAllUvc(req.user._id);
      return { ...done(`${deleted} UVC record(s) deleted.`), deleted };
    },
  });

  app.get('/reg-search/vehicle-main/uvc-final', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'What a registration number resolves to: its record and its UVC record',
      querystring: Type.Object({ vehicle_reg_no: Type.String({ minLength: 1, maxLength: 20 }) }),
      response: replies(RegFinalViewReply, 401, 403, 404),
    },
    handler: (req) => main.finalView(req.query.vehicle_reg_no),
  });

  app.get('/reg-search/uvc-final', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'UVC records, searchable (code, make, model, description), by make, paged',
      querystring: RegListQuery,
      response: replies(Paged(RegUvcFinal), 401, 403),
    },
    handler: (req) => uvc.listUvc(req.query),
  });
  app.post('/reg-search/uvc-final', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Add a UVC record',
      body: RegUvcFinalBody,
      response: replies(RegUvcFinal, 401, 403, 404, 409),
    },
    handler: (req) => uvc.saveUvc(null, req.body, req.user._id),
  });
  app.put('/reg-search/uvc-final/:id', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Edit a UVC record (link it to a variant with `variant`)',
      params: IdParam,
      body: Type.Partial(RegUvcFinalBody, { additionalProperties: false }),
      response: replies(RegUvcFinal, 401, 403, 404, 409),
    },
    handler: (req) => uvc.saveUvc(req.params.id, req.body, req.user._id),
  });
  app.delete('/reg-search/uvc-final/:id', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Delete a UVC record',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await uvc.removeUvc(req.params.id, req.user._id);
      return done('The UVC record has been deleted.');
    },
  });

  app.get('/reg-search/vehicle-finals', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Tuning figures for vehicles the vehicle database lacks, searchable, by make, paged',
      querystring: RegListQuery,
      response: replies(Paged(RegVehicleFinal), 401, 403),
    },
    handler: (req) => uvc.listFinals(req.query),
  });
  app.post('/reg-search/vehicle-finals', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Add tuning figures for a make, model, fuel type, engine size and power',
      body: RegVehicleFinalBody,
      response: replies(RegVehicleFinal, 401, 403, 404, 409),
    },
    handler: (req) => uvc.saveFinal(null, req.body, req.user._id),
  });
  app.put('/reg-search/vehicle-finals/:id', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Edit a vehicle final',
      params: IdParam,
      body: Type.Partial(RegVehicleFinalBody, { additionalProperties: false }),
      response: replies(RegVehicleFinal, 401, 403, 404, 409),
    },
    handler: (req) => uvc.saveFinal(req.params.id, req.body, req.user._id),
  });
  app.delete('/reg-search/vehicle-finals/:id', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Delete a vehicle final',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await uvc.removeFinal(req.params.id, req.user._id);
      return done('The vehicle final has been deleted.');
    },
  });

  app.get('/reg-search/vehicle-main', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Registration numbers with their UVC, searchable (registration, VIN, UVC), paged',
      querystring: RegListQuery,
      response: replies(Paged(RegVehicleMain), 401, 403),
    },
    handler: (req) => main.list(req.query),
  });
  app.post('/reg-search/vehicle-main', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Add a registration number (stored upper-case without spaces) pointing to a UVC code',
      body: RegVehicleMainBody,
      response: replies(RegVehicleMain, 401, 403, 404, 409),
    },
    handler: (req) => main.save(null, req.body, req.user._id),
  });
  app.put('/reg-search/vehicle-main/:id', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Edit a registration record',
      params: IdParam,
      body: Type.Partial(RegVehicleMainBody, { additionalProperties: false }),
      response: replies(RegVehicleMain, 401, 403, 404, 409),
    },
    handler: (req) => main.save(req.params.id, req.body, req.user._id),
  });
  app.delete('/reg-search/vehicle-main/:id', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Delete a registration record',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await main.remove(req.params.id, req.user._id);
      return done('The registration record has been deleted.');
    },
  });
};
