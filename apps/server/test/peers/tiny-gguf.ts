import { writeFile } from 'node:fs/promises';

/**
 * Writes a tiny but real llama-architecture GGUF model (GGUF v3, F32 weights drawn from a seeded
 * generator), so the local model runs end to end in tests without downloading anything. It answers
 * in nonsense words: only the dictionary words have output weights, so greedy decoding picks words,
 * never raw bytes or the end-of-turn token.
 */

const GGUF_VERSION = 3;
const ALIGNMENT = 32;
const EMBEDDING = 32;
const HEADS = 2;
const FEED_FORWARD = 64;

/** GGUF metadata value types. */
const T = { UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7, STRING: 8, ARRAY: 9 } as const;
/** llama.cpp token types. */
const TOKEN = { NORMAL: 1, UNKNOWN: 2, CONTROL: 3, BYTE: 6 } as const;

const CHATML_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** The words the model answers with (each a whole token after a space). */
export const TINY_MODEL_WORDS = [
  'amber', 'basil', 'cobalt', 'dune', 'ember', 'fjord', 'granite', 'harbor', 'iris', 'juniper',
  'kelp', 'lagoon', 'meadow', 'nectar', 'onyx', 'pebble', 'quartz', 'river', 'saffron', 'tundra',
  'umber', 'violet', 'willow', 'yarrow', 'zephyr', 'lantern', 'orchard', 'summit', 'thistle', 'cedar',
]; // prettier-ignore

export interface TinyModelOptions {
  /** general.architecture; anything but 'llama' makes a model llama.cpp cannot load. */
  architecture?: string;
  /** Training context length the file declares. */
  contextLength?: number;
  seed?: number;
}

interface Vocabulary {
  tokens: string[];
  types: number[];
  /** Indexes of the dictionary words: the only tokens with output weights. */
  wordIds: Set<number>;
}

function buildVocabulary(): Vocabulary {
  const tokens = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'];
  const types: number[] = [
    TOKEN.UNKNOWN,
    TOKEN.CONTROL,
    TOKEN.CONTROL,
    TOKEN.CONTROL,
    TOKEN.CONTROL,
  ];
  for (let byte = 0; byte < 256; byte += 1) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN.BYTE);
  }
  // Printable characters as tokens of their own keep prompts short without a real tokenizer.
  tokens.push('\u2581');
  types.push(TOKEN.NORMAL);
  for (let code = 33; code < 127; code += 1) {
    tokens.push(String.fromCharCode(code));
    types.push(TOKEN.NORMAL);
  }
  const wordIds = new Set<number>();
  for (const word of TINY_MODEL_WORDS) {
    wordIds.add(tokens.length);
    tokens.push(`\u2581${word}`);
    types.push(TOKEN.NORMAL);
  }
  return { tokens, types, wordIds };
}

/** mulberry32: a small seeded generator, so every written model is the same. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ByteWriter {
  private readonly chunks: Buffer[] = [];
  length = 0;

  push(buffer: Buffer): void {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  str(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  padTo(alignment: number): void {
    const pad = (alignment - (this.length % alignment)) % alignment;
    if (pad > 0) this.push(Buffer.alloc(pad));
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

type MetadataValue =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'str'; value: string }
  | { type: 'strs'; value: string[] }
  | { type: 'f32s'; value: number[] }
  | { type: 'i32s'; value: number[] };

function writeMetadata(out: ByteWriter, key: string, entry: MetadataValue): void {
  out.str(key);
  switch (entry.type) {
    case 'u32':
      out.u32(T.UINT32);
      out.u32(entry.value);
      return;
    case 'f32':
      out.u32(T.FLOAT32);
      out.f32(entry.value);
      return;
    case 'bool':
      out.u32(T.BOOL);
      out.push(Buffer.from([entry.value ? 1 : 0]));
      return;
    case 'str':
      out.u32(T.STRING);
      out.str(entry.value);
      return;
    case 'strs':
      out.u32(T.ARRAY);
      out.u32(T.STRING);
      out.u64(entry.value.length);
      for (const item of entry.value) out.str(item);
      return;
    case 'f32s':
      out.u32(T.ARRAY);
      out.u32(T.FLOAT32);
      out.u64(entry.value.length);
      for (const item of entry.value) out.f32(item);
      return;
    case 'i32s':
      out.u32(T.ARRAY);
      out.u32(T.INT32);
      out.u64(entry.value.length);
      for (const item of entry.value) out.i32(item);
      return;
  }
}

interface Tensor {
  name: string;
  /** GGUF order: the first dimension is the contiguous one. */
  dims: number[];
  data: Float32Array;
}

function buildTensors(vocabulary: Vocabulary, random: () => number): Tensor[] {
  const vocabSize = vocabulary.tokens.length;
  const gaussian = (scale: number) => (random() * 2 - 1) * scale * Math.sqrt(3);
  const filled = (count: number, value: (index: number) => number) =>
    Float32Array.from({ length: count }, (_, index) => value(index));
  const matrix = (name: string, dims: number[], scale: number): Tensor => ({
    name,
    dims,
    data: filled(
      dims.reduce((a, b) => a * b, 1),
      () => gaussian(scale),
    ),
  });
  const ones = (name: string): Tensor => ({
    name,
    dims: [EMBEDDING],
    data: filled(EMBEDDING, () => 1),
  });
  const output: Tensor = {
    name: 'output.weight',
    dims: [EMBEDDING, vocabSize],
    data: filled(EMBEDDING * vocabSize, (index) =>
      vocabulary.wordIds.has(Math.floor(index / EMBEDDING)) ? gaussian(1) : 0,
    ),
  };
  const attention = 1 / Math.sqrt(EMBEDDING);
  return [
    matrix('token_embd.weight', [EMBEDDING, vocabSize], 1),
    ones('output_norm.weight'),
    output,
    ones('blk.0.attn_norm.weight'),
    matrix('blk.0.attn_q.weight', [EMBEDDING, EMBEDDING], attention),
    matrix('blk.0.attn_k.weight', [EMBEDDING, EMBEDDING], attention),
    matrix('blk.0.attn_v.weight', [EMBEDDING, EMBEDDING], attention),
    matrix('blk.0.attn_output.weight', [EMBEDDING, EMBEDDING], attention),
    ones('blk.0.ffn_norm.weight'),
    matrix('blk.0.ffn_gate.weight', [EMBEDDING, FEED_FORWARD], attention),
    matrix('blk.0.ffn_up.weight', [EMBEDDING, FEED_FORWARD], attention),
    matrix('blk.0.ffn_down.weight', [FEED_FORWARD, EMBEDDING], 1 / Math.sqrt(FEED_FORWARD)),
  ];
}

/** The bytes of a tiny GGUF model. */
export function buildTinyGguf(options: TinyModelOptions = {}): Buffer {
  const architecture = options.architecture ?? 'llama';
  const vocabulary = buildVocabulary();
  const tensors = buildTensors(vocabulary, createRandom(options.seed ?? 12));
  const metadata: [string, MetadataValue][] = [
    ['general.architecture', { type: 'str', value: architecture }],
    ['general.name', { type: 'str', value: 'Polymath tiny test model' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    [`${architecture}.context_length`, { type: 'u32', value: options.contextLength ?? 4096 }],
    [`${architecture}.embedding_length`, { type: 'u32', value: EMBEDDING }],
    [`${architecture}.block_count`, { type: 'u32', value: 1 }],
    [`${architecture}.feed_forward_length`, { type: 'u32', value: FEED_FORWARD }],
    [`${architecture}.attention.head_count`, { type: 'u32', value: HEADS }],
    [`${architecture}.attention.head_count_kv`, { type: 'u32', value: HEADS }],
    [`${architecture}.rope.dimension_count`, { type: 'u32', value: EMBEDDING / HEADS }],
    [`${architecture}.attention.layer_norm_rms_epsilon`, { type: 'f32', value: 1e-5 }],
    [`${architecture}.vocab_size`, { type: 'u32', value: vocabulary.tokens.length }],
    ['tokenizer.ggml.model', { type: 'str', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'strs', value: vocabulary.tokens }],
    ['tokenizer.ggml.scores', { type: 'f32s', value: vocabulary.tokens.map(() => 0) }],
    ['tokenizer.ggml.token_type', { type: 'i32s', value: vocabulary.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: 4 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'str', value: CHATML_TEMPLATE }],
  ];

  const out = new ByteWriter();
  out.push(Buffer.from('GGUF', 'ascii'));
  out.u32(GGUF_VERSION);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) writeMetadata(out, key, value);
  let offset = 0;
  for (const tensor of tensors) {
    out.str(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(0); // F32
    out.u64(offset);
    offset += Math.ceil(tensor.data.byteLength / ALIGNMENT) * ALIGNMENT;
  }
  out.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    out.push(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.padTo(ALIGNMENT);
  }
  return out.toBuffer();
}

/** Writes a tiny GGUF model to `path`. */
export async function writeTinyGguf(path: string, options: TinyModelOptions = {}): Promise<void> {
  await writeFile(path, buildTinyGguf(options));
}
