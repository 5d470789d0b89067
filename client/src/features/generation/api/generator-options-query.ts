import { graphql } from '../../../gql';

/** The style presets (EN/PL names, previews), what each kind of generation costs, where videos are made, and whether they can be. */
export const GeneratorOptionsQuery = graphql(`
  query GeneratorOptions {
    stylePresets {
      id
      name {
        en
        pl
      }
      description {
        en
        pl
      }
      previewUrl
      premium
    }
    generationCosts {
      standardPhoto
      highQualityPhoto
      shortVideo
      backgroundChange
    }
    videoEngine
    videoAvailable
  }
`);
