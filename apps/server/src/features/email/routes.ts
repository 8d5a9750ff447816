import { EML_CONTENT_TYPE, propertyEmailCalls } from '@portal/contracts';
import { attachment } from '../../files/content-disposition';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import {
  downloadOccupantNotice,
  getEmailSender,
  previewOccupantNotice,
  sendOccupantNotice,
  type EmailContext,
} from './service';

/** Emails to a property's occupants: the sender rules, preview, .eml download and sending. */
export const emailRoutes = signedIn(async (app) => {
  const { database, config } = app;
  const context: EmailContext = {
    provider: config.provider,
    imageOrigins: [config.publicUrl],
  };

  route(app, propertyEmailCalls.sender, ({ scope }) => getEmailSender(database, scope));

  route(app, propertyEmailCalls.preview, ({ scope, body }) =>
    previewOccupantNotice(database, scope, body, context),
  );

  route(app, propertyEmailCalls.download, async ({ scope, body }, reply) => {
    const eml = await downloadOccupantNotice(database, scope, body, context);
    return reply
      .type(EML_CONTENT_TYPE)
      .header('content-disposition', attachment(eml.filename))
      .header('cache-control', 'private, no-store')
      .send(eml.content);
  });

  route(app, propertyEmailCalls.sendOccupantNotification, async ({ scope, body }) => {
    const result = await sendOccupantNotice(database, app.mail, scope, body, context);
    app.jobs.wake();
    return result;
  });
});
