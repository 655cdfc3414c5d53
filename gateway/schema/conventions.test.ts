// The schema's conventions for clients (issue 42, decision 0078): a mutation takes one `input` argument
// (or none), and every enum value is lower_snake. A new mutation or enum that breaks them fails here.
import { GraphQLEnumType, GraphQLInputObjectType, GraphQLNonNull, isInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index';

const LOWER_SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

describe('schema conventions', () => {
  const mutations = Object.values(schema.getMutationType()!.getFields());

  it('gives every mutation one required `input` argument of its own input type, or no argument', () => {
    const wrong = mutations
      .filter((field) => field.args.length > 0)
      .filter((field) => {
        const [arg] = field.args;
        return (
          field.args.length !== 1 || arg.name !== 'input' || !(arg.type instanceof GraphQLNonNull) || !isInputObjectType(arg.type.ofType)
        );
      })
      .map((field) => `${field.name}(${field.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ')})`);
    expect(wrong).toEqual([]);
    expect(mutations.length).toBeGreaterThan(50);
  });

  it('describes each input type the converted mutations take, and each of its fields', () => {
    const converted = [
      'AddPartnerVenueInput',
      'DecideVenueClaimInput',
      'DecideVerificationInput',
      'EndCampaignInput',
      'ImportCocktailsInput',
      'PreviewCocktailImportInput',
      'RemoveAchievementInput',
      'RemoveCampaignInput',
      'RemoveEventInput',
      'RemovePartnerVenueInput',
      'RemoveVenueAwardInput',
      'RemoveWorkEntryInput',
      'RequestVerificationInput',
      'UpdateCocktailInput',
      'UpdateEventInput',
      'UpdateWorkEntryInput',
      'UploadAvatarInput',
      'UploadCocktailPhotoInput',
      'WithdrawVenueClaimInput',
    ];
    const undescribed = converted.flatMap((name) => {
      const type = schema.getType(name);
      if (!(type instanceof GraphQLInputObjectType)) return [`${name} (missing)`];
      const fields = Object.values(type.getFields()).filter((field) => !field.description?.trim());
      return [...(type.description?.trim() ? [] : [name]), ...fields.map((field) => `${name}.${field.name}`)];
    });
    expect(undescribed).toEqual([]);
  });

  it('names every enum value in lower_snake (BaseSpirit included)', () => {
    const enums = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLEnumType => type instanceof GraphQLEnumType && !type.name.startsWith('__'),
    );
    const wrong = enums.flatMap((type) =>
      type
        .getValues()
        .filter((value) => !LOWER_SNAKE.test(value.name))
        .map((value) => `${type.name}.${value.name}`),
    );
    expect(wrong).toEqual([]);
    expect(enums.map((type) => type.name)).toContain('BaseSpirit');
  });
});
