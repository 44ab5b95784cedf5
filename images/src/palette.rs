//! PNG encoding with a palette of at most 256 colours: a board is a few flat colours plus the shades of
//! anti-aliased edges, so an indexed PNG is about a third of the RGBA one and looks the same.
//!
//! Colours are grouped in buckets of 5 bits per channel; the 256 fullest buckets (by their mean colour) make
//! the palette, and every bucket maps to its nearest palette colour. The images are opaque (drawn on a filled
//! background), so alpha is dropped.

use resvg::tiny_skia::{Pixmap, PremultipliedColorU8};

const BUCKETS: usize = 1 << 15;

fn bucket(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3)
}

/// Encodes an opaque pixmap as an 8-bit indexed PNG.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let pixels = pixmap.pixels();
    let (count, sum) = histogram(pixels);
    let mut used: Vec<usize> = (0..BUCKETS).filter(|&k| count[k] > 0).collect();
    used.sort_unstable_by_key(|&k| std::cmp::Reverse(count[k]));
    let mean = |k: usize| sum[k].map(|c| (c / count[k] as u64) as u8);
    let palette: Vec<[u8; 3]> = used.iter().take(256).map(|&k| mean(k)).collect();
    let mut index = vec![0u8; BUCKETS];
    for &k in &used {
        index[k] = nearest(&palette, mean(k));
    }
    let data = indices(pixels, &index);
    let mut out = Vec::with_capacity(data.len() / 4);
    {
        let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette.concat());
        encoder.set_compression(png::Compression::Fast);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&data)?;
    }
    Ok(out)
}

fn key(p: PremultipliedColorU8) -> usize {
    bucket(p.red(), p.green(), p.blue())
}

/// Pixels per bucket and the sum of their channels. A board is mostly long runs of one colour, so the
/// buckets are updated once per run, not once per pixel (this pass was a quarter of the picture's time).
fn histogram(pixels: &[PremultipliedColorU8]) -> (Vec<u32>, Vec<[u64; 3]>) {
    let mut count = vec![0u32; BUCKETS];
    let mut sum = vec![[0u64; 3]; BUCKETS];
    let mut add = |p: PremultipliedColorU8, run: u32| {
        let k = key(p);
        count[k] += run;
        let s = &mut sum[k];
        s[0] += p.red() as u64 * run as u64;
        s[1] += p.green() as u64 * run as u64;
        s[2] += p.blue() as u64 * run as u64;
    };
    let mut runs = pixels.chunk_by(|a, b| a == b);
    for run in &mut runs {
        add(run[0], run.len() as u32);
    }
    (count, sum)
}

/// Each pixel's palette index, looked up once per run of equal pixels.
fn indices(pixels: &[PremultipliedColorU8], index: &[u8]) -> Vec<u8> {
    let mut data = Vec::with_capacity(pixels.len());
    for run in pixels.chunk_by(|a, b| a == b) {
        let i = index[key(run[0])];
        data.resize(data.len() + run.len(), i);
    }
    data
}

fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> u8 {
    let distance = |p: &[u8; 3]| -> i32 { (0..3).map(|i| (p[i] as i32 - colour[i] as i32).pow(2)).sum() };
    (0..palette.len()).min_by_key(|&i| distance(&palette[i])).unwrap_or(0) as u8
}
