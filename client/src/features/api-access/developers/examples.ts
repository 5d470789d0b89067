// Copy-paste examples of the developer page. Code, not words: the same in every language. The GraphQL documents
// are checked against schema.graphql by examples.test.ts, so a renamed field fails a test rather than a partner.

export const createModelQuery = `mutation CreateModel {
  createModel(input: { name: "Jane Doe" }) {
    ... on ModelPayload { modelId }
    ... on Error { code message }
  }
}`;

export const startTrainingQuery = `mutation StartTraining($modelId: ID!) {
  startTraining(modelId: $modelId) {
    ... on ModelPayload { model { id trainingStatus progress } }
    ... on Error { code message }
  }
}`;

export const modelQuery = `query Model($id: ID!) {
  model(id: $id) { id trainingStatus progress errorMessage }
}`;

export const generateQuery = `mutation Generate($modelId: ID!) {
  generateHeadshots(input: { modelId: $modelId, style: "professional", prompt: "navy suit, office background", numberOfImages: 4 }) {
    ... on GenerateHeadshotsPayload { jobId cost }
    ... on Error { code message }
  }
}`;

export const jobQuery = `query Job($id: ID!) {
  headshotJob(id: $id) { status progress images { id status imageUrl } }
}`;

export const exampleDocuments = [createModelQuery, startTrainingQuery, modelQuery, generateQuery, jobQuery];

/** A one-line GraphQL call with curl (the document as JSON). */
function curlGraphql(base: string, query: string, variables?: Record<string, string>): string {
  const body = JSON.stringify({ query: query.replace(/\s+/g, ' '), ...(variables ? { variables } : {}) });
  return `curl -s ${base}/graphql \\
  -H "Authorization: Bearer $KADR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${body}'`;
}

/** The whole walk: a model, its photos, training, headshots, the images. */
export function walkthrough(base: string): { step: string; code: string }[] {
  return [
    { step: 'key', code: `export KADR_API_KEY=kadr_live_…` },
    { step: 'createModel', code: curlGraphql(base, createModelQuery) },
    {
      step: 'upload',
      code: `curl -s ${base}/api/ai/models/$MODEL_ID/photos \\
  -H "Authorization: Bearer $KADR_API_KEY" \\
  -F images=@selfie-01.jpg -F images=@selfie-02.jpg -F images=@selfie-03.jpg \\
  -F images=@selfie-04.jpg -F images=@selfie-05.jpg`,
    },
    { step: 'train', code: curlGraphql(base, startTrainingQuery, { modelId: '$MODEL_ID' }).replace(`"$MODEL_ID"`, `"'"$MODEL_ID"'"`) },
    { step: 'wait', code: curlGraphql(base, modelQuery, { id: '$MODEL_ID' }).replace(`"$MODEL_ID"`, `"'"$MODEL_ID"'"`) },
    { step: 'generate', code: curlGraphql(base, generateQuery, { modelId: '$MODEL_ID' }).replace(`"$MODEL_ID"`, `"'"$MODEL_ID"'"`) },
    { step: 'job', code: curlGraphql(base, jobQuery, { id: '$JOB_ID' }).replace(`"$JOB_ID"`, `"'"$JOB_ID"'"`) },
    {
      step: 'download',
      code: `curl -s -L -o headshot.jpg ${base}/api/ai/headshots/$IMAGE_ID/download \\
  -H "Authorization: Bearer $KADR_API_KEY"`,
    },
  ];
}

/** Verifying a delivery in Node without a library: HMAC-SHA256 over id.timestamp.body with the decoded secret. */
export const verifySnippet = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the endpoint's signing secret, "whsec_…" (Account → API)
export function verifyKadrWebhook(secret, headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature']; // "v1,<base64> v1,<base64>"
  if (!id || !timestamp || !signatures) return false;
  // Refuse old or future messages (replays): 5 minutes either way.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

export const payloadExample = `{
  "type": "headshots.completed",
  "timestamp": "2026-01-01T12:00:00.000Z",
  "data": { "jobId": "…", "status": "succeeded", "modelId": "…", "imageIds": ["…", "…"] }
}`;
