import { graphql } from '../../../gql';

/** The style presets (EN/PL names, previews), what each kind of generation costs, and where videos are made. */
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
  }
`);
