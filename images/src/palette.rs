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
    let runs = runs(pixmap.pixels());
    let (count, sum) = histogram(&runs);
    let mut used: Vec<usize> = (0..BUCKETS).filter(|&k| count[k] > 0).collect();
    used.sort_unstable_by_key(|&k| std::cmp::Reverse(count[k]));
    let mean = |k: usize| sum[k].map(|c| (c / count[k] as u64) as u8);
    let palette: Vec<[u8; 3]> = used.iter().take(256).map(|&k| mean(k)).collect();
    let mut index = vec![0u8; BUCKETS];
    for &k in &used {
        index[k] = nearest(&palette, mean(k));
    }
    let data = indices(&runs, &index, pixmap.pixels().len());
    let (width, height, palette) = (pixmap.width(), pixmap.height(), palette.concat());
    let fast = indexed_png(&data, (width, height), &palette, png::Compression::Fast)?;
    // Most boards are small at once; the largest (5-player Puerto Rico late in a game, twice the size) are worth
    // a slower, closer compression, so that every picture stays well under what a phone downloads quickly.
    if fast.len() <= CLOSER_ABOVE {
        return Ok(fast);
    }
    indexed_png(&data, (width, height), &palette, png::Compression::Default)
}

/// Size in bytes above which a picture is compressed again, more closely.
const CLOSER_ABOVE: usize = 200_000;

fn indexed_png(
    data: &[u8],
    (width, height): (u32, u32),
    palette: &[u8],
    compression: png::Compression,
) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::with_capacity(data.len() / 4);
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette);
        encoder.set_compression(compression);
        // The default `Sub` filter stays: fdeflate's fast mode finds runs of zeros, so without it (`NoFilter`)
        // a board's PNG was 4–5 times larger.
        let mut writer = encoder.write_header()?;
        writer.write_image_data(data)?;
    }
    Ok(out)
}

fn key(p: PremultipliedColorU8) -> usize {
    bucket(p.red(), p.green(), p.blue())
}

/// The pixels as runs of one colour (a board is mostly long runs), scanned eight pixels at a time where they
/// repeat: the histogram and the indices then cost one step per run, not per pixel.
fn runs(pixels: &[PremultipliedColorU8]) -> Vec<(PremultipliedColorU8, u32)> {
    let mut out = Vec::with_capacity(pixels.len() / 16);
    let mut start = 0;
    while start < pixels.len() {
        let colour = pixels[start];
        let mut end = start + 1;
        while end + 8 <= pixels.len() && pixels[end..end + 8].iter().all(|&p| p == colour) {
            end += 8;
        }
        while end < pixels.len() && pixels[end] == colour {
            end += 1;
        }
        out.push((colour, (end - start) as u32));
        start = end;
    }
    out
}

/// Pixels per bucket and the sum of their channels.
fn histogram(runs: &[(PremultipliedColorU8, u32)]) -> (Vec<u32>, Vec<[u64; 3]>) {
    let mut count = vec![0u32; BUCKETS];
    let mut sum = vec![[0u64; 3]; BUCKETS];
    for &(p, run) in runs {
        let k = key(p);
        count[k] += run;
        let s = &mut sum[k];
        s[0] += p.red() as u64 * run as u64;
        s[1] += p.green() as u64 * run as u64;
        s[2] += p.blue() as u64 * run as u64;
    }
    (count, sum)
}

/// Each pixel's palette index.
fn indices(runs: &[(PremultipliedColorU8, u32)], index: &[u8], pixels: usize) -> Vec<u8> {
    let mut data = Vec::with_capacity(pixels);
    for &(p, run) in runs {
        data.resize(data.len() + run as usize, index[key(p)]);
    }
    data
}

fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> u8 {
    let distance = |p: &[u8; 3]| -> i32 { (0..3).map(|i| (p[i] as i32 - colour[i] as i32).pow(2)).sum() };
    (0..palette.len()).min_by_key(|&i| distance(&palette[i])).unwrap_or(0) as u8
}
