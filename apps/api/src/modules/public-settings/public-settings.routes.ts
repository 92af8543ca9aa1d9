import { publicSettings } from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** The operator's settings the web reads before sign-in (the accessibility statement's contact). */
export function publicSettingsRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Settings the web shows to anyone: where to report an accessibility problem',
          description:
            'ACCESSIBILITY_FEEDBACK_EMAIL and ACCESSIBILITY_REVIEW_DATE, as the accessibility statement (/accessibility) shows them.',
          response: { 200: publicSettings },
        },
      },
      async () => ({
        accessibilityFeedbackEmail: config.accessibility.feedbackEmail,
        accessibilityReviewDate: config.accessibility.reviewDate,
      }),
    );
  };
}
