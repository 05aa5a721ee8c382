import { readFileSync } from 'node:fs';

export type Ring = readonly (readonly [number, number])[];
export type Polygon = readonly Ring[];
export type Centroid = { lat: number; lon: number; area: number };

function ringCentroid(ring: Ring): { a: number; x: number; y: number } {
  let a = 0;
  let x = 0;
  let y = 0;
  ring.forEach(([x0, y0], i) => {
    const [x1, y1] = ring[i + 1] ?? ring[0] ?? [x0, y0];
    const f = x0 * y1 - x1 * y0;
    a += f;
    x += (x0 + x1) * f;
    y += (y0 + y1) * f;
  });
  a /= 2;
  const [x0 = 0, y0 = 0] = ring[0] ?? [];
  return a === 0 ? { a, x: x0, y: y0 } : { a, x: x / (6 * a), y: y / (6 * a) };
}

/**
 * Area-weighted centroid of polygons given as [lon, lat] rings (first ring outer, the others holes).
 * Planar on degrees: the distortion over one municipality is far below the 10 km we care about.
 */
export function centroid(polygons: readonly Polygon[]): Centroid {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      const c = ringCentroid(ring);
      const weight = i === 0 ? Math.abs(c.a) : -Math.abs(c.a);
      area += weight;
      x += c.x * weight;
      y += c.y * weight;
    });
  }
  return { lon: x / area, lat: y / area, area };
}

type TopoGeometry = { type: string; id?: number; arcs?: unknown };
type Topology = {
  arcs: [number, number][][];
  transform: { scale: [number, number]; translate: [number, number] };
  objects: Record<string, { geometries: TopoGeometry[] }>;
};

/** The polygons of each geometry of a quantized TopoJSON object, keyed by the geometry's id. */
export function topoPolygons(file: string, object: string): Map<number, Polygon[]> {
  const topo = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const [sx, sy] = topo.transform.scale;
  const [tx, ty] = topo.transform.translate;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): [number, number] => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
  const ring = (indexes: number[]): Ring => {
    const points: [number, number][] = [];
    for (const i of indexes) {
      const stored = arcs[i >= 0 ? i : ~i];
      if (!stored) throw new Error(`${file}: arc ${i} missing`);
      const arc = i >= 0 ? stored : stored.slice().reverse();
      points.push(...(points.length ? arc.slice(1) : arc));
    }
    return points;
  };
  const result = new Map<number, Polygon[]>();
  for (const g of topo.objects[object]?.geometries ?? []) {
    if (g.id === undefined) continue;
    if (g.type === 'Polygon') result.set(g.id, [(g.arcs as number[][]).map(ring)]);
    if (g.type === 'MultiPolygon')
      result.set(
        g.id,
        (g.arcs as number[][][]).map((p) => p.map(ring)),
      );
  }
  return result;
}

/** Rows of a dBASE III table, every field as trimmed text. */
export function readDbf(file: string): Record<string, string>[] {
  const b = readFileSync(file);
  const count = b.readUInt32LE(4);
  const headerLength = b.readUInt16LE(8);
  const recordLength = b.readUInt16LE(10);
  const fields: { name: string; length: number }[] = [];
  for (let o = 32; b[o] !== 0x0d; o += 32) {
    fields.push({ name: b.toString('latin1', o, o + 11).replace(/\0.*$/s, ''), length: b.readUInt8(o + 16) });
  }
  const rows: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    let o = headerLength + i * recordLength + 1;
    const row: Record<string, string> = {};
    for (const f of fields) {
      row[f.name] = b
        .toString('utf8', o, o + f.length)
        .replace(/\0/g, '')
        .trim();
      o += f.length;
    }
    rows.push(row);
  }
  return rows;
}
