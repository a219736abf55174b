/* Writes scans-320.jpg (see make-jpegs.py): an 8 x 8 grey progressive JPEG with 320 scans,
   a valid progression (DC, then each AC coefficient alone, each in 5 successive-approximation
   passes). cjpeg's -scans reads at most 100 scans, so the scan script is set here.
   Build: cc many-scans.c -ljpeg -o many-scans */
#include <stdio.h>
#include <jpeglib.h>

int main(void) {
  static jpeg_scan_info scans[320];
  static const int al[5] = {4, 3, 2, 1, 0}, ah[5] = {0, 4, 3, 2, 1};
  int n = 0;
  for (int k = 0; k < 64; k++) {
    for (int p = 0; p < 5; p++) {
      scans[n].comps_in_scan = 1;
      scans[n].component_index[0] = 0;
      scans[n].Ss = k;
      scans[n].Se = k;
      scans[n].Ah = ah[p];
      scans[n].Al = al[p];
      n++;
    }
  }
  struct jpeg_compress_struct c;
  struct jpeg_error_mgr err;
  c.err = jpeg_std_error(&err);
  jpeg_create_compress(&c);
  FILE *out = fopen("scans-320.jpg", "wb");
  if (!out) return 1;
  jpeg_stdio_dest(&c, out);
  c.image_width = 8;
  c.image_height = 8;
  c.input_components = 1;
  c.in_color_space = JCS_GRAYSCALE;
  jpeg_set_defaults(&c);
  jpeg_set_quality(&c, 100, TRUE);
  c.scan_info = scans;
  c.num_scans = n;
  jpeg_start_compress(&c, TRUE);
  JSAMPLE row[8];
  for (int y = 0; y < 8; y++) {
    for (int x = 0; x < 8; x++) row[x] = (JSAMPLE)((x * 37 + y * 11) % 256);
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&c, rows, 1);
  }
  jpeg_finish_compress(&c);
  jpeg_destroy_compress(&c);
  fclose(out);
  return 0;
}
