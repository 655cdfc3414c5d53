// Work verification and achievements: POST /api/verification/request, GET /api/achievements/user/{userId},
// POST /api/achievements/user, GET /api/achievements/venue/{venueId}, POST /api/achievements/venue,
// and the venue search of those forms, GET /api/venues/search/autocomplete.
import type { Hono } from 'hono';
import { ACHIEVEMENT_FIELDS as DETAILS_BY_TYPE, achievementSchema, venueAwardSchema } from '../../common/achievements';
import { VENUE_SUGGESTIONS_MAX } from '../../common/constants';
import { workEntrySchema } from '../../common/work-history';
import { toVenueGlobalId, toWorkEntryGlobalId } from '../ids';
import { graphql } from '../graphql';
import { awardInput, bodyAs, field, isObject, type Json } from '../inputs';
import { operation, type OperationRunner } from '../operation';
import { dataOf, idParam, jsonBody, oneOf, payloadOf, RestError, snakeCaseFields } from '../respond';
import {
  ACHIEVEMENT_FIELDS,
  achievementJson,
  ERROR_FIELDS,
  VENUE_AWARD_FIELDS,
  VENUE_FIELDS,
  venueAwardJson,
  venueJson,
  WORK_ENTRY_FIELDS,
  workHistoryItemJson,
} from '../shapes';

const ORGANIZATION_TYPES = ['bar', 'restaurant', 'hotel', 'brand', 'other'] as const;

/** The work entry's input paths in the verification payload's names ("entry.startDate" -> "start_date"). */
const snakeCase = snakeCaseFields({ current: 'is_current', venue: 'venue_id', workEntryId: 'work_entry_id', venueId: 'venue_id' });
const verificationField = (path: string) => snakeCase(path.replace(/^entry\./, ''));

const ACHIEVEMENT_FIELD_NAMES = snakeCaseFields();
const VENUE_AWARD_FIELD_NAMES = snakeCaseFields({ venue: 'venue_id' });

const ADD_WORK_ENTRY = operation(
  graphql(
    `
      mutation RestAddWorkEntry($input: AddWorkEntryInput!) {
        addWorkEntry(input: $input) {
          __typename
          ... on AddWorkEntryPayload {
            workEntry {
              ...RestWorkEntryFields
            }
            verificationRequest {
              databaseId
              status
              createdAt
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [WORK_ENTRY_FIELDS, ERROR_FIELDS],
  ),
);

const REQUEST_VERIFICATION = operation(
  graphql(
    `
      mutation RestRequestVerification($input: RequestVerificationInput!) {
        requestVerification(input: $input) {
          __typename
          ... on RequestVerificationPayload {
            workEntry {
              ...RestWorkEntryFields
            }
            verificationRequest {
              databaseId
              status
              createdAt
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [WORK_ENTRY_FIELDS, ERROR_FIELDS],
  ),
);

const USER_ACHIEVEMENTS = operation(
  graphql(
    `
      query RestUserAchievements($databaseId: Int!) {
        user(databaseId: $databaseId) {
          achievements {
            ...RestAchievementFields
          }
        }
      }
    `,
    [ACHIEVEMENT_FIELDS],
  ),
);

const ADD_ACHIEVEMENT = operation(
  graphql(
    `
      mutation RestAddAchievement($input: AddAchievementInput!) {
        addAchievement(input: $input) {
          __typename
          ... on AddAchievementPayload {
            achievement {
              ...RestAchievementFields
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [ACHIEVEMENT_FIELDS, ERROR_FIELDS],
  ),
);

const VENUE_AWARDS = operation(
  graphql(
    `
      query RestVenueAwards($id: ID!) {
        node(id: $id) {
          ... on Venue {
            awards {
              ...RestVenueAwardFields
            }
          }
        }
      }
    `,
    [VENUE_AWARD_FIELDS],
  ),
);

const ADD_VENUE_AWARD = operation(
  graphql(
    `
      mutation RestAddVenueAward($input: AddVenueAwardInput!) {
        addVenueAward(input: $input) {
          __typename
          ... on AddVenueAwardPayload {
            venueAward {
              ...RestVenueAwardFields
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [VENUE_AWARD_FIELDS, ERROR_FIELDS],
  ),
);

const VENUE_SEARCH = operation(
  graphql(
    `
      query RestVenueSearch($text: String!, $first: Int!) {
        venueSearch(text: $text, first: $first) {
          edges {
            node {
              ...RestVenueFields
            }
          }
        }
      }
    `,
    [VENUE_FIELDS],
  ),
);

/** A venue picked from venue search, by its numeric id (sent as the venue's global id); a 400 naming the field for anything else. */
function venueIdOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return toVenueGlobalId(value);
  throw new RestError(400, 'venue_id must be a venue id', 'venue_id');
}

/** A verification payload (section 3) as a work entry: organization_name, organization_type, country, region, city, postal_code, position, start_date, end_date, is_current. */
function workEntryInput(body: Json) {
  const venue = venueIdOf(body.venue_id ?? body.organizationId ?? body.bar_id);
  const organizationType =
    body.organization_type === undefined || body.organization_type === null
      ? undefined
      : oneOf(body.organization_type, 'organization_type', ORGANIZATION_TYPES);
  const entry = bodyAs(
    workEntrySchema(),
    {
      organizationName: field(body, 'organization_name', 'organizationName'),
      country: body.country,
      region: body.region,
      city: body.city,
      postalCode: field(body, 'postal_code', 'postalCode'),
      position: body.position,
      startDate: field(body, 'start_date', 'startDate'),
      endDate: field(body, 'end_date', 'endDate'),
      current: body.is_current ?? body.current,
    },
    verificationField,
  );
  // What GraphQL needs given is empty when left out: the domain then says it is required.
  const { organizationName, city, position, startDate } = entry;
  return {
    ...entry,
    organizationName: organizationName ?? '',
    city: city ?? '',
    position: position ?? '',
    startDate: startDate ?? '',
    organizationType,
    ...(venue ? { venue } : {}),
  };
}

export function profileExtraRoutes(api: Hono, graphql: OperationRunner) {
  // A new entry is added and sent for verification in one call; with work_entry_id, an existing
  // unverified entry is sent.
  api.post('/verification/request', async (c) => {
    const body = await jsonBody(c);
    const workEntryId = body.work_entry_id ?? body.workEntryId;
    let payload;
    if (workEntryId !== undefined && workEntryId !== null) {
      if (typeof workEntryId !== 'number' || !Number.isInteger(workEntryId) || workEntryId < 1)
        throw new RestError(400, 'work_entry_id must be a work entry id', 'work_entry_id');
      const { requestVerification } = dataOf(
        await graphql.run(c, REQUEST_VERIFICATION, { input: { workEntryId: toWorkEntryGlobalId(workEntryId) } }),
      );
      payload = payloadOf(requestVerification, 'RequestVerificationPayload', verificationField);
    } else {
      const { addWorkEntry } = dataOf(
        await graphql.run(c, ADD_WORK_ENTRY, { input: { entry: workEntryInput(body), requestVerification: true } }),
      );
      payload = payloadOf(addWorkEntry, 'AddWorkEntryPayload', verificationField);
    }
    const request = payload.verificationRequest;
    return c.json(
      {
        request: request ? { id: request.databaseId, status: request.status, created_at: request.createdAt } : null,
        work_entry: workHistoryItemJson(payload.workEntry),
      },
      201,
    );
  });

  api.get('/achievements/user/:userId', async (c) => {
    const databaseId = idParam(c, 'userId', 'Member');
    const { user } = dataOf(await graphql.run(c, USER_ACHIEVEMENTS, { databaseId }));
    if (!user) throw new RestError(404, 'Member not found');
    const items = user.achievements.map(achievementJson);
    return c.json({
      awards: items.filter((item) => item.type === 'award'),
      competitions: items.filter((item) => item.type === 'competition'),
      certificates: items.filter((item) => item.type === 'certificate'),
    });
  });

  api.post('/achievements/user', async (c) => {
    const body = await jsonBody(c);
    const payload = body.payload ?? {};
    if (!isObject(payload)) throw new RestError(400, 'payload must be an object', 'payload');
    const fieldNames = (path: string) => (path === 'type' ? 'type' : `payload.${ACHIEVEMENT_FIELD_NAMES(path)}`);
    const achievement = bodyAs(achievementSchema, { type: body.type, ...awardInput(payload, 'payload.year') }, fieldNames);
    // Each type keeps only its own details: the others are not sent (nor checked).
    const { type, title, year, certificateUrl } = achievement;
    const details = Object.fromEntries(DETAILS_BY_TYPE[type].map(({ name }) => [name, (achievement as Json)[name]]));
    const input = { type, title, year, certificateUrl, ...details };
    const { addAchievement } = dataOf(await graphql.run(c, ADD_ACHIEVEMENT, { input }));
    return c.json(achievementJson(payloadOf(addAchievement, 'AddAchievementPayload', fieldNames).achievement), 201);
  });

  api.get('/achievements/venue/:venueId', async (c) => {
    const id = toVenueGlobalId(idParam(c, 'venueId', 'Venue'));
    const { node } = dataOf(await graphql.run(c, VENUE_AWARDS, { id }));
    if (!node || !('awards' in node)) throw new RestError(404, 'Venue not found');
    return c.json(node.awards.map(venueAwardJson));
  });

  api.post('/achievements/venue', async (c) => {
    const body = await jsonBody(c);
    const venue = venueIdOf(body.venue_id);
    const { title, competition, place, year, certificateUrl } = awardInput(body, 'year');
    const award = bodyAs(venueAwardSchema, { title, competition, place, year, certificateUrl }, VENUE_AWARD_FIELD_NAMES);
    const input = { ...award, venue };
    const { addVenueAward } = dataOf(await graphql.run(c, ADD_VENUE_AWARD, { input }));
    return c.json(venueAwardJson(payloadOf(addVenueAward, 'AddVenueAwardPayload', VENUE_AWARD_FIELD_NAMES).venueAward), 201);
  });

  api.get('/venues/search/autocomplete', async (c) => {
    const text = c.req.query('q') ?? c.req.query('search') ?? '';
    const { venueSearch } = dataOf(await graphql.run(c, VENUE_SEARCH, { text, first: VENUE_SUGGESTIONS_MAX }));
    return c.json(venueSearch.edges.map((edge) => venueJson(edge.node)));
  });
}
